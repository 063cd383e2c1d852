import type { SessionUser } from '@charter/shared';

interface AreaInfo {
  title: string | ((session: SessionUser) => string);
  /** What the area will hold, so the notice says something concrete. */
  about: string;
}

/** Titles of the signed-in areas that later issues build, keyed by their SIGNED_IN_ROUTES path. */
export const AREA_TITLES: Record<string, AreaInfo> = {
  '/manageStaff/*': { title: 'Staff', about: 'Staff members, their invitations and their charters.' },
  '/manageDepartments/*': { title: 'Departments', about: 'Departments, their staff and their charters.' },
  '/manageClients/*': { title: 'Clients', about: 'Clients, departments and staff, with their margins and charters.' },
  '/manageAdmins/*': { title: 'Admins', about: 'Administrator accounts and their workflow and messaging rights.' },
  '/manageCharterAdmins/*': { title: 'Charter Admins', about: 'Charter administrator accounts.' },
  '/manageWorkflow/*': { title: 'Manage Workflows', about: 'Workflow states, allowed actions and state-change events.' },
  '/manageMessaging/*': { title: 'Manage Messaging', about: 'E-mail templates sent on workflow events.' },
  '/messageLog/*': { title: 'Messages', about: 'The e-mails the marketplace has sent you and your organisation.' },
  '/bids/*': {
    title: (s) => (s.role === 'Supplier' ? 'My Past Bids' : 'Bids'),
    about: 'Bids placed on charter requests and their outcome.',
  },
};

export function areaTitle(path: string, session: SessionUser): string {
  const info = AREA_TITLES[path];
  if (!info) return 'Charter Marketplace';
  return typeof info.title === 'function' ? info.title(session) : info.title;
}
