import type { SessionUser } from './session.js';
import { can, type Capability } from './permissions.js';

export interface NavItem {
  label: string;
  to: string;
  /** A page the server serves itself (not a route of the web client): opened as a plain link, in a new tab. */
  external?: boolean;
}

/** The browsable API reference the server serves. */
export const API_REFERENCE_PATH = '/api/docs/';

/** Main navigation by role (core section 2, "Navigation by role"). */
export function mainNavigation(s: SessionUser): NavItem[] {
  switch (s.role) {
    case 'Supplier':
      return [
        { label: 'Live Charters', to: '/charterRequests/Me/Live' },
        { label: 'Aircraft', to: '/aircraft' },
        { label: 'Documents', to: '/documents' },
        { label: 'My Past Bids', to: '/bids' },
      ];
    case 'Admin':
      return [
        { label: 'Admins', to: '/manageAdmins' },
        { label: 'Suppliers', to: '/manageSuppliers' },
        { label: 'Clients', to: '/manageClients/Clients' },
        { label: 'Charters', to: '/charterRequests/Me/Live' },
        { label: 'Charter Shares', to: '/charterShares/Me/Live' },
        { label: 'Price Leads', to: '/indicativeLeads' },
        { label: 'Reports', to: '/reports' },
      ];
    case 'CharterAdmin':
      return [
        { label: 'Charters', to: '/charterRequests/Me/Live' },
        { label: 'Charter Shares', to: '/charterShares/Me/Live' },
        { label: 'Charter Admins', to: '/manageCharterAdmins/Clients' },
      ];
    case 'Client':
    case 'ClientDepartment':
    case 'ClientStaff': {
      const items: NavItem[] = [{ label: 'Charters', to: '/CharterRequests/Me/Live' }];
      if (s.role === 'Client') {
        items.push({ label: 'Departments', to: '/manageDepartments' }, { label: 'Staff', to: '/manageStaff' });
      }
      if (s.qGov) items.push({ label: 'Charter Shares', to: '/CharterShares/Me/Live' });
      // A client and a department also have the spend report; staff the payload report alone.
      items.push(s.role === 'ClientStaff' ? { label: 'Payload Report', to: '/reports/payload' } : { label: 'Reports', to: '/reports' });
      return items;
    }
  }
}

/** The account menu (core section 2). Logout and version info are added by the shell. */
export function accountMenu(s: SessionUser): NavItem[] {
  const items: NavItem[] = [{ label: 'Messages', to: '/messageLog' }];
  if (can(s, 'manageWorkflow')) items.push({ label: 'Manage Workflows', to: '/manageWorkflow' });
  if (can(s, 'manageMessaging')) items.push({ label: 'Manage Messaging', to: '/manageMessaging' });
  if (can(s, 'manageReferenceData')) items.push({ label: 'Aircraft Categories', to: '/aircraftCategories' });
  items.push({ label: 'My Details', to: '/me' });
  if (s.role === 'Admin') items.push({ label: 'API Reference', to: API_REFERENCE_PATH, external: true });
  return items;
}

export interface RouteRule {
  /** React Router path pattern (case-insensitive match). */
  path: string;
  /** Who may open it; undefined means any signed-in user who accepted the terms. */
  capability?: Capability;
}

/** Signed-in route table (core section 2, "Full route table"). */
export const SIGNED_IN_ROUTES: RouteRule[] = [
  { path: '/newCharterRequest', capability: 'createCharterRequest' },
  { path: '/charterRequests/*' },
  { path: '/charterShares/*', capability: 'viewCharterShares' },
  { path: '/manageStaff/*', capability: 'manageStaff' },
  { path: '/manageDepartments/*', capability: 'manageDepartments' },
  { path: '/manageSuppliers/*', capability: 'manageSuppliers' },
  { path: '/manageClients/*', capability: 'manageClients' },
  { path: '/manageAdmins/*', capability: 'manageAdmins' },
  { path: '/manageCharterAdmins/*', capability: 'manageCharterAdmins' },
  { path: '/manageWorkflow/*', capability: 'manageWorkflow' },
  { path: '/manageMessaging/*', capability: 'manageMessaging' },
  { path: '/messageLog/*', capability: 'viewMessageLog' },
  { path: '/documents', capability: 'viewDocuments' },
  { path: '/aircraft/*', capability: 'viewAircraft' },
  { path: '/bids/*', capability: 'viewBids' },
  { path: '/bid/:itemId/:imageId', capability: 'viewAircraft' },
  { path: '/reports', capability: 'viewPayloadReport' },
  { path: '/reports/:report', capability: 'viewPayloadReport' },
  { path: '/me' },
  { path: '/indicativeLeads', capability: 'viewPriceLeads' },
  { path: '/aircraftCategories', capability: 'manageReferenceData' },
];

/** Pages a signed-out visitor may open; anything else goes to the login landing. */
export const SIGNED_OUT_ROUTES: string[] = [
  '/confirmEmailClient/:id/*',
  '/confirmEmailSupplier/:id/*',
  '/resetPassword/:id/:item',
  '/clientInvitation/:id/*',
  '/clientAdminInvitation/:id/*',
  '/charterAdminInvitation/:id/*',
  '/clientDepartmentInvitation/:id/*',
  '/clientStaffInvitation/:id/*',
  '/supplierInvitation/:id/*',
  '/confirmEmailChange/:id/*',
];

/** Where everyone lands after signing in. */
export const HOME_ROUTE = '/charterRequests/Me/Live';
