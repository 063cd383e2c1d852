import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { HOME_ROUTE, type SessionUser } from '@charter/shared';
import { useSession } from '../lib/session/session-context';
import { PublicLayout } from './layout/public-layout';
import { signedInRoutes, signedOutRoutes, type RouteEntry, type RouteTarget } from './route-table';

// The signed-in shell (menus, navigation, drawer) is not needed by /login's first paint (ADR 0022).
const loadAppLayout = () => import('./layout/app-layout');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const loadHomePage = () => import('../routes/charter-requests-page');

// Pages load on demand so the first paint only needs the shell: one line per route.
const LoginPage = lazy(() => import('../routes/login-page').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('../routes/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const MePage = lazy(() => import('../routes/me-page').then((m) => ({ default: m.MePage })));
const NewCharterRequestPage = lazy(() => import('../routes/new-charter-request-page').then((m) => ({ default: m.NewCharterRequestPage })));
const CharterRequestsPage = lazy(() => loadHomePage().then((m) => ({ default: m.CharterRequestsPage })));
const CharterSharesPage = lazy(() => import('../routes/charter-shares-page').then((m) => ({ default: m.CharterSharesPage })));
const AreaPage = lazy(() => import('../routes/area-page').then((m) => ({ default: m.AreaPage })));
const TermsPage = lazy(() => import('../routes/terms-page').then((m) => ({ default: m.TermsPage })));
const BidsPage = lazy(() => import('../routes/bids-page').then((m) => ({ default: m.BidsPage })));
const AircraftPage = lazy(() => import('../routes/aircraft-page').then((m) => ({ default: m.AircraftPage })));
const AircraftImagePage = lazy(() => import('../routes/aircraft-image-page').then((m) => ({ default: m.AircraftImagePage })));
const DocumentsPage = lazy(() => import('../routes/documents-page').then((m) => ({ default: m.DocumentsPage })));
const ManageClientsPage = lazy(() => import('../routes/manage-clients-page').then((m) => ({ default: m.ManageClientsPage })));
const ManageDepartmentsPage = lazy(() => import('../routes/manage-parties-page').then((m) => ({ default: m.ManageDepartmentsPage })));
const ManageStaffPage = lazy(() => import('../routes/manage-parties-page').then((m) => ({ default: m.ManageStaffPage })));
const ManageSuppliersPage = lazy(() => import('../routes/manage-suppliers-page').then((m) => ({ default: m.ManageSuppliersPage })));
const ManageWorkflowPage = lazy(() => import('../routes/manage-workflow-page').then((m) => ({ default: m.ManageWorkflowPage })));
const ManageMessagingPage = lazy(() => import('../routes/manage-messaging-page').then((m) => ({ default: m.ManageMessagingPage })));
const MessageLogPage = lazy(() => import('../routes/message-log-page').then((m) => ({ default: m.MessageLogPage })));
const ReportsPage = lazy(() => import('../routes/reports-page').then((m) => ({ default: m.ReportsPage })));
const NotFoundPage = lazy(() => import('../routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const NoAccessPage = lazy(() => import('../routes/no-access-page').then((m) => ({ default: m.NoAccessPage })));
const InvitationPage = lazy(() => import('../routes/invitation-page').then((m) => ({ default: m.InvitationPage })));
const ConfirmEmailPage = lazy(() => import('../routes/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })));
const ConfirmEmailChangePage = lazy(() =>
  import('../routes/confirm-email-change-page').then((m) => ({ default: m.ConfirmEmailChangePage })),
);
const ManageAdminsPage = lazy(() => import('../routes/manage-admins-page').then((m) => ({ default: m.ManageAdminsPage })));
// Charter shares (ADR 0016): a shared charter and a purchase; the share lists add theirs beside them.
const CharterShareRoutes = lazy(() => import('../routes/charter-share-page').then((m) => ({ default: m.CharterShareRoutes })));
const ManageCharterAdminsPage = lazy(() =>
  import('../routes/manage-charter-admins-page').then((m) => ({ default: m.ManageCharterAdminsPage })),
);
const IndicativeLeadsPage = lazy(() => import('../routes/indicative-leads-page').then((m) => ({ default: m.IndicativeLeadsPage })));
const AircraftCategoriesPage = lazy(() =>
  import('../routes/aircraft-categories-page').then((m) => ({ default: m.AircraftCategoriesPage })),
);

interface FromState {
  from?: string;
}

function fromPath(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Signed out and asking for a page that needs a session: log in first, then come back to it. */
function ToLogin() {
  const location = useLocation();
  const { ended } = useSession();
  // After a deliberate logout (or on the bare root) there is nothing to come back to.
  const keep = ended?.reason !== 'logout' && location.pathname !== '/';
  return <Navigate to="/login" replace state={keep ? ({ from: fromPath(location) } satisfies FromState) : undefined} />;
}

/** Signed in on /login (just logged in, or a bookmark): go where the user first asked, or home. */
function AfterLogin() {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const target = from && !from.toLowerCase().startsWith('/login') ? from : HOME_ROUTE;
  return <Navigate to={target} replace />;
}

/** Areas built so far, by their SIGNED_IN_ROUTES path; the others show the AreaPage notice. */
const BUILT_PAGES: Record<string, () => ReactNode> = {
  '/me': () => <MePage />,
  '/newCharterRequest': () => <NewCharterRequestPage />,
  // /charterRequests, /charterRequests/{list}/{activeKey} and a charter's detail below it.
  '/charterRequests/*': () => <CharterRequestsPage />,
  // /charterShares, /charterShares/{list} and /charterShares/{list}/{activeKey} are the lists; deeper,
  // /{charterRequestId}[/{purchaseId}], the share page (routes/charter-share-page.tsx).
  '/charterShares/*': () => <CharterShareRoutes fallback={<CharterSharesPage />} />,
  // /bids (My Past Bids) and /bids/{itemId}.
  '/bids/*': () => <BidsPage />,
  '/aircraft/*': () => <AircraftPage />,
  '/bid/:itemId/:imageId': () => <AircraftImagePage />,
  '/documents': () => <DocumentsPage />,
  '/manageSuppliers/*': () => <ManageSuppliersPage />,
  // /messageLog and /messageLog/{messageId}.
  '/messageLog/*': () => <MessageLogPage />,
  '/manageClients/*': () => <ManageClientsPage />,
  '/manageDepartments/*': () => <ManageDepartmentsPage />,
  '/manageStaff/*': () => <ManageStaffPage />,
  '/manageWorkflow/*': () => <ManageWorkflowPage />,
  '/manageMessaging/*': () => <ManageMessagingPage />,
  // /manageAdmins and /manageAdmins/{adminId}.
  '/manageAdmins/*': () => <ManageAdminsPage />,
  // /manageCharterAdmins and /manageCharterAdmins/{clientList}.
  '/manageCharterAdmins/*': () => <ManageCharterAdminsPage />,
  '/indicativeLeads': () => <IndicativeLeadsPage />,
  '/aircraftCategories': () => <AircraftCategoriesPage />,
  // /reports and /reports/{report} (payload, departures, charters, jobTracker).
  '/reports': () => <ReportsPage />,
  '/reports/:report': () => <ReportsPage />,
};

/** The pages e-mailed links open, signed in or out. */
function linkElement(target: RouteTarget): ReactNode | null {
  switch (target.kind) {
    case 'resetPassword':
      return <ResetPasswordPage />;
    case 'invitation':
      return <InvitationPage key={target.role} role={target.role} />;
    case 'confirmEmail':
      return <ConfirmEmailPage key={target.account} account={target.account} />;
    case 'confirmEmailChange':
      return <ConfirmEmailChangePage />;
    default:
      return null;
  }
}

function signedInElement(target: RouteTarget): ReactNode {
  switch (target.kind) {
    case 'home':
      return <Navigate to={HOME_ROUTE} replace />;
    case 'login':
      return <AfterLogin />;
    case 'resetPassword':
    case 'invitation':
    case 'confirmEmail':
    case 'confirmEmailChange':
      return linkElement(target);
    case 'page': {
      const page = BUILT_PAGES[target.rule.path];
      return page ? page() : <AreaPage key={target.rule.path} routePath={target.rule.path} />;
    }
    case 'forbidden':
      return <NoAccessPage capability={target.rule.capability} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

function signedOutElement(entry: RouteEntry): ReactNode {
  const { target } = entry;
  switch (target.kind) {
    case 'login':
      return entry.path === '/login' ? <LoginPage /> : <ToLogin />;
    case 'resetPassword':
    case 'invitation':
    case 'confirmEmail':
    case 'confirmEmailChange':
      return <PublicLayout>{linkElement(target)}</PublicLayout>;
    default:
      return <ToLogin />;
  }
}

/**
 * Signed in: fetch the shell and the landing's page together, not one after the other (the page's
 * import would otherwise start only once the lazy shell has rendered).
 */
function preloadSignedIn() {
  void loadAppLayout();
  void loadHomePage();
}

function SignedInRoutes({ session }: { session: SessionUser }) {
  preloadSignedIn();
  const routes: RouteObject[] = signedInRoutes(session).map((entry) => ({ path: entry.path, element: signedInElement(entry.target) }));
  const element = useRoutes(routes);
  return <AppLayout session={session}>{element}</AppLayout>;
}

function SignedOutRoutes() {
  const routes: RouteObject[] = signedOutRoutes().map((entry) => ({ path: entry.path, element: signedOutElement(entry) }));
  return useRoutes(routes);
}

/** Signed out, terms pending, or signed in: three different apps on the same URLs. */
export function AppRoutes() {
  const { session } = useSession();
  if (!session) return <SignedOutRoutes />;
  if (!session.termsAccepted) {
    // Whatever the route, only the terms screen (core section 6).
    return (
      <PublicLayout>
        <TermsPage />
      </PublicLayout>
    );
  }
  return <SignedInRoutes session={session} />;
}
