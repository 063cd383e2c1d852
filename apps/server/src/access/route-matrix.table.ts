import type { MatrixIds } from './route-matrix.fixtures.js';

/**
 * Who may call each route (core section 6, supplier-and-admin section 6, docs/architecture.md),
 * for the role x route matrix test. Keys are `METHOD path` exactly as the OpenAPI document names
 * them. A new route fails the matrix test until it is placed here.
 */

export const ROLES = ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff', 'Supplier'] as const;
export type Role = (typeof ROLES)[number];
export type Caller = Role | 'anonymous';

export interface RouteCase {
  /** 'public': anyone, signed in or not; 'signedIn': every signed-in role; else the roles allowed. */
  who: 'public' | 'signedIn' | readonly Role[];
  /** The path to call (real ids in the template's place); the template itself when absent. */
  path?: (ids: MatrixIds) => string;
  query?: (ids: MatrixIds) => string;
  /** The JSON body posted; `{}` (invalid for every save) when absent. */
  body?: (ids: MatrixIds) => unknown;
  /** The id is one no row has (or the read needs what the test does not send): 404 is fine too. */
  mayMiss?: boolean;
  /** The call ends the session: made with a session of its own. */
  ownSession?: boolean;
  /** Server-Sent Events: only the status is read. */
  stream?: boolean;
}

const ALL = 'signedIn' as const;
const ADMIN = ['Admin'] as const;
const CLIENT_ROLES = ['Client', 'ClientDepartment', 'ClientStaff'] as const;
const BUYERS = ['Admin', 'CharterAdmin', ...CLIENT_ROLES] as const;
const ADMIN_SUPPLIER = ['Admin', 'Supplier'] as const;
const PARTY_MANAGERS = ['Admin', 'Client', 'ClientDepartment'] as const;
// Charter admins look clients, departments and staff up in the lists (read only, no details).
const PARTY_READERS = [...PARTY_MANAGERS, 'CharterAdmin'] as const;
// Admins are managed by admins; charter admins by admins and charter admins (supplier-and-admin section 6).
const CHARTER_ADMIN_MANAGERS = ['Admin', 'CharterAdmin'] as const;
const OPERATOR_FILE_READERS = ['Admin', 'CharterAdmin', 'Supplier'] as const;

export const ROUTE_TABLE: Record<string, RouteCase> = {
  // Sign-in and session: the bodies carry the credentials, so anyone may call them.
  'POST /auth/login': { who: 'public' },
  'POST /auth/refreshtoken': { who: 'public' },
  'POST /auth/replenishtokens': { who: 'public' },
  'GET /auth/renewaccess': { who: ALL },
  'POST /auth/logError/': { who: 'public' },
  'POST /api/logoutUser': { who: ALL, ownSession: true },
  'GET /api/charterRequest/apiVersion': { who: 'public' },

  // Accounts: the pages a signed-out visitor reaches (reset password, e-mail checks) are public.
  'POST /api/accounts/requestPasswordReset': { who: 'public' },
  'POST /api/accounts/resetMyPassword/': { who: 'public' },
  'POST /api/accounts/checkPasswordReset': { who: 'public' },
  'GET /api/accounts/checkEmail': { who: 'public', query: () => 'email=nobody%40demo.test' },
  'POST /api/accounts/checkEmailExists': { who: 'public' },
  'GET /api/accounts/getLocationStates': { who: 'public' },
  'GET /api/accounts/airportLookup/': { who: 'public', query: () => 'search=Bris' },
  'GET /api/accounts/publicSettings': { who: 'public' },
  // Public sign-up (ADR 0012): enrol, and the confirmation pages' lookups and account setup.
  'POST /api/accounts/enrolSupplier': { who: 'public' },
  'POST /api/accounts/enrolClientStaff': { who: 'public' },
  'GET /api/accounts/confirmSupplier/{id}': { who: 'public', path: (i) => `/api/accounts/confirmSupplier/${i.missing}`, mayMiss: true },
  'POST /api/accounts/confirmSupplier': { who: 'public' },
  'GET /api/accounts/confirmClientStaff/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/confirmClientStaff/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/confirmClientStaff': { who: 'public' },
  'GET /api/accounts/terms': { who: ALL },
  'POST /api/accounts/acceptTerms': { who: ALL },
  'GET /api/accounts/me': { who: ALL },
  'POST /api/accounts/updateMe': { who: ALL },
  'POST /api/accounts/setPassword': { who: ALL },
  // The e-mail change of /me, and its link's public page (admin-tools module).
  'POST /api/accounts/changeEmail': { who: ALL },
  'GET /api/accounts/confirmEmailChange/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/confirmEmailChange/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/confirmEmailChange': { who: 'public' },

  // Admin tools: reset password, change e-mail, the moves, bulk e-mail to operators.
  'POST /api/admin/resetPassword': { who: ADMIN },
  'POST /api/admin/changeEmail': { who: ADMIN },
  'POST /api/admin/changeMasterDepartment': { who: ADMIN },
  'POST /api/admin/changeMasterClient': { who: ADMIN },
  'POST /api/admin/moveClientToDepartment': { who: ADMIN },
  'POST /api/admin/moveDepartmentToStaff': { who: ADMIN },
  'POST /api/admin/moveStaffToSupplier': { who: ADMIN },
  'POST /api/admin/sendEmails': { who: ADMIN },
  // The invitation pages (signed out): lookups, token checks and accepts, one set per kind of account.
  'GET /api/accounts/clientInvitation/{id}': { who: 'public', path: (i) => `/api/accounts/clientInvitation/${i.missing}`, mayMiss: true },
  'POST /api/accounts/tryAcceptClient': { who: 'public' },
  'POST /api/accounts/acceptClient': { who: 'public' },
  'GET /api/accounts/clientAdminInvitation/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/clientAdminInvitation/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/tryAcceptAdmin': { who: 'public' },
  'POST /api/accounts/acceptAdmin': { who: 'public' },
  'GET /api/accounts/charterAdminInvitation/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/charterAdminInvitation/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/tryAcceptCharterAdmin': { who: 'public' },
  'POST /api/accounts/acceptCharterAdmin': { who: 'public' },
  'GET /api/accounts/clientDepartmentInvitation/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/clientDepartmentInvitation/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/tryAcceptClientDepartment': { who: 'public' },
  'POST /api/accounts/acceptClientDepartment': { who: 'public' },
  'GET /api/accounts/clientStaffInvitation/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/clientStaffInvitation/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/tryAcceptClientStaff': { who: 'public' },
  'POST /api/accounts/acceptClientStaff': { who: 'public' },
  'GET /api/accounts/supplierInvitation/{id}': {
    who: 'public',
    path: (i) => `/api/accounts/supplierInvitation/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/accounts/tryAcceptSupplier': { who: 'public' },
  'POST /api/accounts/acceptSupplier': { who: 'public' },

  // Charter requests.
  'POST /api/charterRequest/newCharterRequest': { who: BUYERS },
  'POST /api/charterRequest/updateCharterRequest': { who: BUYERS },
  'POST /api/charterRequest/updateManifest': { who: BUYERS },
  'POST /api/charterRequest/cloneCharterRequest': { who: BUYERS },
  'POST /api/admin/updateAcknowledged/{id}': { who: ADMIN, path: (i) => `/api/admin/updateAcknowledged/${i.missing}`, mayMiss: true },
  'GET /api/charterRequest/get/{id}': { who: [...BUYERS, 'Supplier'], path: (i) => `/api/charterRequest/get/${i.charterId}` },
  'GET /api/charterRequest/full/{id}': { who: [...BUYERS, 'Supplier'], path: (i) => `/api/charterRequest/full/${i.charterId}` },
  'GET /api/charterRequest/settings/{source}': { who: ALL, path: () => '/api/charterRequest/settings/Catering' },
  'GET /api/charterRequest/jobLookup/{text}': { who: ALL, path: (i) => `/api/charterRequest/jobLookup/${i.jobReference}` },
  'GET /api/accounts/jobLookup/{text}': { who: ALL, path: (i) => `/api/accounts/jobLookup/${i.jobReference}` },
  'GET /api/charterRequest/clientOptions': { who: ['Admin', 'CharterAdmin'] },
  // Whom to write to about a charter: its client for whoever may know the client (never an
  // operator), its operator for whoever may know which operator flies it (the demo client side has
  // no canViewSupplierInfo: 404).
  'GET /api/charterRequest/getClientEmail/{id}': { who: BUYERS, path: (i) => `/api/charterRequest/getClientEmail/${i.confirmedCharterId}` },
  'GET /api/charterRequest/getSupplierEmail/{id}': {
    who: OPERATOR_FILE_READERS,
    path: (i) => `/api/charterRequest/getSupplierEmail/${i.confirmedCharterId}`,
  },
  // The settings lists the forms read by the spec's names: the request form's charter types, the
  // bid form's currencies and in/exclusions, the workflow's reason lists.
  'GET /api/accounts/charterType': { who: ALL },
  'GET /api/suppliers/getCurrencies': { who: ADMIN_SUPPLIER },
  'GET /api/suppliers/inExclusions': { who: ADMIN_SUPPLIER },
  'GET /api/admin/getReasonNames': { who: ADMIN },
  'GET /api/charterRequest/admin/all/{tab}': { who: ['Admin', 'CharterAdmin'], path: () => '/api/charterRequest/admin/all/Live' },
  // Each caller's own charters; admins narrow the client, department and staff lists to a chosen
  // party, a client to one of its departments or staff, a department to one of its staff.
  'GET /api/charterRequest/all/self/{tab}': { who: ALL, path: () => '/api/charterRequest/all/self/Live' },
  'GET /api/charterRequest/all/client/{tab}': {
    who: ['Admin', 'CharterAdmin', 'Client'],
    path: () => '/api/charterRequest/all/client/Live',
    query: (i) => `clientId=${i.clientId}`,
  },
  'GET /api/charterRequest/all/department/{tab}': {
    who: ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment'],
    path: () => '/api/charterRequest/all/department/Live',
    query: (i) => `clientDepartmentId=${i.departmentId}`,
  },
  'GET /api/charterRequest/all/staff/{tab}': {
    who: [...BUYERS],
    path: () => '/api/charterRequest/all/staff/Live',
    query: (i) => `clientStaffId=${i.staffId}`,
  },
  'GET /api/charterRequest/supplierByStatus/{tab}': { who: ['Supplier'], path: () => '/api/charterRequest/supplierByStatus/Live' },
  'GET /api/charterRequest/export/{file}': { who: ADMIN, path: () => '/api/charterRequest/export/Live.xlsx' },
  // PDFs: the itinerary of a booked charter for admins, its owners and the operator flying it (every
  // other charter, and a charter before it is booked, is a 404); the bid history for admins only.
  'GET /api/charterRequest/itinerary/{id}': {
    who: [...BUYERS, 'Supplier'],
    path: (i) => `/api/charterRequest/itinerary/${i.confirmedCharterId}`,
  },
  'GET /api/charterRequest/bidHistoryPdf/{id}': { who: ADMIN, path: (i) => `/api/charterRequest/bidHistoryPdf/${i.charterId}` },
  // The itinerary as an .ics file, for whoever may have the PDF; a person's own calendar feed
  // (read by its secret address, which is no route of the document).
  'GET /api/charterRequest/itineraryCalendar/{id}': {
    who: [...BUYERS, 'Supplier'],
    path: (i) => `/api/charterRequest/itineraryCalendar/${i.confirmedCharterId}`,
  },
  // API keys: operators and clients keep their own; admins see and revoke every key.
  'GET /api/apiKeys': { who: ['Client', 'ClientDepartment', 'ClientStaff', 'Supplier'] },
  'GET /api/apiKeys/all': { who: ADMIN },
  'POST /api/apiKeys': { who: ['Client', 'ClientDepartment', 'ClientStaff', 'Supplier'] },
  'DELETE /api/apiKeys/{id}': { who: 'signedIn', path: (i) => `/api/apiKeys/${i.missing}`, mayMiss: true },
  // Webhook endpoints (ADR 0051): a party's own; admins list every one and pause or resume any.
  'GET /api/webhooks': { who: [...CLIENT_ROLES, 'Supplier'] },
  'GET /api/webhooks/all': { who: ADMIN },
  'POST /api/webhooks': { who: [...CLIENT_ROLES, 'Supplier'] },
  'POST /api/webhooks/{id}': { who: ['Admin', ...CLIENT_ROLES, 'Supplier'], path: (i) => `/api/webhooks/${i.missing}`, mayMiss: true },
  'DELETE /api/webhooks/{id}': { who: ['Admin', ...CLIENT_ROLES, 'Supplier'], path: (i) => `/api/webhooks/${i.missing}`, mayMiss: true },
  'POST /api/webhooks/{id}/rollSecret': {
    who: [...CLIENT_ROLES, 'Supplier'],
    path: (i) => `/api/webhooks/${i.missing}/rollSecret`,
    mayMiss: true,
  },
  'GET /api/webhooks/{id}/deliveries': {
    who: ['Admin', ...CLIENT_ROLES, 'Supplier'],
    path: (i) => `/api/webhooks/${i.missing}/deliveries`,
    mayMiss: true,
  },
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/sendAgain': {
    who: [...CLIENT_ROLES, 'Supplier'],
    path: (i) => `/api/webhooks/${i.missing}/deliveries/${i.missing}/sendAgain`,
    mayMiss: true,
  },
  'GET /api/calendar/feed': { who: [...BUYERS, 'Supplier'] },
  'POST /api/calendar/feed': { who: [...BUYERS, 'Supplier'] },
  'DELETE /api/calendar/feed': { who: [...BUYERS, 'Supplier'] },

  // Settings lists.
  'GET /api/admin/getSettingsNames': { who: ADMIN },
  'GET /api/admin/getSettings/{name}': { who: ADMIN, path: (i) => `/api/admin/getSettings/${encodeURIComponent(i.settingName)}` },
  'POST /api/admin/addSetting': { who: ADMIN },
  'POST /api/admin/updateSetting': { who: ADMIN },
  'POST /api/admin/deleteSetting': { who: ADMIN },

  // Workflow (entity state).
  'GET /api/entityState/getAllEntities': { who: ALL },
  'GET /api/entityState/getStatusForEntityAndStatus/{entity}/{status}': {
    who: ALL,
    path: () => '/api/entityState/getStatusForEntityAndStatus/CharterRequest/Live',
    mayMiss: true,
  },
  'POST /api/entityState/updateStatus': { who: ADMIN },
  'GET /api/entityState/getAllowedActions/{entity}': { who: ADMIN, path: () => '/api/entityState/getAllowedActions/CharterRequest' },
  'GET /api/entityState/getActions/{entity}': { who: ADMIN, path: () => '/api/entityState/getActions/CharterRequest' },
  'GET /api/entityState/getPaths/{entity}': { who: ADMIN, path: () => '/api/entityState/getPaths/CharterRequest' },
  'GET /api/entityState/getTargets/{entity}': { who: ADMIN, path: () => '/api/entityState/getTargets/SharePurchase' },
  'POST /api/entityState/addAllowedAction': { who: ADMIN },
  'POST /api/entityState/updateAllowedAction': { who: ADMIN },
  'POST /api/entityState/deleteAllowedAction': { who: ADMIN },
  'GET /api/entityState/getListActions/{entity}': { who: ALL, path: () => '/api/entityState/getListActions/CharterRequest' },
  'GET /api/entityState/getActionsForEntityItem/{entity}/{id}': {
    who: [...BUYERS, 'Supplier'],
    path: (i) => `/api/entityState/getActionsForEntityItem/CharterRequest/${i.charterId}`,
  },
  'POST /api/entityState/setItemStatus': { who: ALL },
  'GET /api/entityState/getTimeline/{entity}/{id}': {
    who: [...BUYERS, 'Supplier'],
    path: (i) => `/api/entityState/getTimeline/CharterRequest/${i.charterId}`,
  },
  'GET /api/entityState/getStateChangeEvents/{entity}': { who: ADMIN, path: () => '/api/entityState/getStateChangeEvents/CharterRequest' },
  'GET /api/entityState/getStatusChangeOptions/{entity}': {
    who: ADMIN,
    path: () => '/api/entityState/getStatusChangeOptions/CharterRequest',
  },
  'POST /api/entityState/addStateChangeEvent': { who: ADMIN },
  'POST /api/entityState/updateStateChangeEvent': { who: ADMIN },
  'POST /api/entityState/deleteStateChangeEvent': { who: ADMIN },
  // The same events as the admin's Messages calls, for messaging admins (the demo admin is one).
  'GET /api/admin/getAllMessages/{type}': { who: ADMIN, path: () => '/api/admin/getAllMessages/Supplier' },
  'GET /api/admin/getMessage/{id}': { who: ADMIN, path: (i) => `/api/admin/getMessage/${i.missing}`, mayMiss: true },
  'POST /api/admin/updateMessage': { who: ADMIN },

  // Suppliers: profile, lists, availability, secondary e-mails.
  'GET /api/suppliers/get': { who: ADMIN_SUPPLIER, query: (i) => `id=${i.supplierId}` },
  'POST /api/suppliers/update': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/setSupplierStatus': { who: ADMIN },
  'POST /api/suppliers/approveSupplier': { who: ADMIN },
  'GET /api/suppliers/approvalStatus': { who: ['Supplier'] },
  'GET /api/suppliers/getByStatus/{status}': { who: ADMIN, path: () => '/api/suppliers/getByStatus/Active' },
  'GET /api/suppliers/options': { who: ADMIN },
  'POST /api/suppliers/charterAvailable': { who: ['Supplier'] },
  'GET /api/suppliers/charterAvailable/{charterRequestId}': {
    who: ['Supplier'],
    path: (i) => `/api/suppliers/charterAvailable/${i.charterId}`,
  },
  'GET /api/suppliers/secondaryEmails/{supplierId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/secondaryEmails/${i.supplierId}` },
  'POST /api/suppliers/addSecondaryEmail': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/removeSecondaryEmail': { who: ADMIN_SUPPLIER },

  // Aircraft.
  'GET /api/suppliers/categories': { who: ALL },
  'GET /api/suppliers/aircraft/{supplierId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/aircraft/${i.supplierId}` },
  'GET /api/suppliers/aircraftByStatus/{supplierId}/{status}': {
    who: ADMIN_SUPPLIER,
    path: (i) => `/api/suppliers/aircraftByStatus/${i.supplierId}/Active`,
  },
  'POST /api/suppliers/addAircraft': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/updateAircraft': { who: ADMIN_SUPPLIER },
  'GET /api/suppliers/aircraftImages/{aircraftId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/aircraftImages/${i.aircraftId}` },
  'GET /api/suppliers/aircraftImage/{imageId}': {
    who: ADMIN_SUPPLIER,
    path: (i) => `/api/suppliers/aircraftImage/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/suppliers/addAircraftImage': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/removeAircraftImage': { who: ADMIN_SUPPLIER },

  // Documents.
  'GET /api/suppliers/documents/{supplierId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/documents/${i.supplierId}` },
  'GET /api/suppliers/document/{id}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/document/${i.documentId}` },
  'GET /api/suppliers/compliance/{supplierId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/compliance/${i.supplierId}` },
  'POST /api/suppliers/addDocument': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/updateDocument/{supplierId}': { who: ADMIN_SUPPLIER, path: (i) => `/api/suppliers/updateDocument/${i.supplierId}` },
  'POST /api/suppliers/approveDocument': { who: ADMIN },
  'POST /api/suppliers/cancelApproval': { who: ADMIN },
  'GET /api/admin/getUnCheckedDocuments': { who: ADMIN },

  // Bids.
  'POST /api/suppliers/newBid': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/withdrawBid': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/releaseStandby': { who: ADMIN_SUPPLIER },
  'POST /api/suppliers/takeStandbyOffer': { who: ADMIN_SUPPLIER },
  // A charter's bids: whoever sees the charter (client roles the competing bids, to accept one; a
  // supplier its own).
  'GET /api/charterRequest/getBids/{id}': { who: [...BUYERS, 'Supplier'], path: (i) => `/api/charterRequest/getBids/${i.charterId}` },
  'GET /api/charterRequest/getByBidId/{id}': { who: [...BUYERS, 'Supplier'], path: (i) => `/api/charterRequest/getByBidId/${i.bidId}` },
  'GET /api/suppliers/bids': { who: ADMIN_SUPPLIER, query: (i) => `supplierId=${i.supplierId}` },
  'GET /api/suppliers/bidsPage': { who: ADMIN_SUPPLIER, query: (i) => `supplierId=${i.supplierId}` },
  'GET /api/suppliers/bidEligibility': { who: ADMIN_SUPPLIER, query: (i) => `supplierId=${i.supplierId}` },
  'GET /api/suppliers/bidHistories/{id}': {
    who: [...BUYERS, 'Supplier'],
    path: (i) => `/api/suppliers/bidHistories/${i.charterId}`,
  },
  // The operator's file from a charter it bid on: whoever may know the operator, through
  // a bid they can see; the demo client side has no canViewSupplierInfo, so it is refused (404).
  'GET /api/charterRequest/{charterId}/supplier/{supplierId}': {
    who: OPERATOR_FILE_READERS,
    path: (i) => `/api/charterRequest/${i.charterId}/supplier/${i.supplierId}`,
  },
  'GET /api/charterRequest/{charterId}/supplier/{supplierId}/documents': {
    who: OPERATOR_FILE_READERS,
    path: (i) => `/api/charterRequest/${i.charterId}/supplier/${i.supplierId}/documents`,
  },
  'GET /api/charterRequest/{charterId}/supplier/{supplierId}/document/{documentId}': {
    who: OPERATOR_FILE_READERS,
    path: (i) => `/api/charterRequest/${i.charterId}/supplier/${i.supplierId}/document/${i.documentId}`,
  },
  'GET /api/charterRequest/{charterId}/supplier/{supplierId}/aircraftImage/{imageId}': {
    who: OPERATOR_FILE_READERS,
    path: (i) => `/api/charterRequest/${i.charterId}/supplier/${i.supplierId}/aircraftImage/${i.missing}`,
    mayMiss: true,
  },
  'POST /api/charterRequest/acceptBid': { who: ['Admin', ...CLIENT_ROLES] },

  // Change requests on confirmed charters (ADR 0015): the client side, the awarded operator and
  // admins ask and decide; every signed-in role reads what it may see (charter admins read only).
  // Charter shares (ADR 0016): the owner side and admins offer; qGov client users buy (no demo role
  // of the matrix is qGov, so nobody here may); a purchase's sides and admins decide it.
  'GET /api/charterRequest/shares/{id}': { who: ALL, path: (i) => `/api/charterRequest/shares/${i.confirmedCharterId}` },
  'GET /api/charterRequest/share/{id}': { who: ALL, path: (i) => `/api/charterRequest/share/${i.missing}`, mayMiss: true },
  'GET /api/charterRequest/sharePurchase/{id}': { who: ALL, path: (i) => `/api/charterRequest/sharePurchase/${i.missing}`, mayMiss: true },
  'POST /api/charterRequest/newShare': { who: ['Admin', ...CLIENT_ROLES] },
  'POST /api/charterRequest/updateShare': { who: ['Admin', ...CLIENT_ROLES] },
  'POST /api/charterRequest/newSharePurchase': { who: [] },
  'POST /api/charterRequest/updateSharePurchase': { who: ['Admin', ...CLIENT_ROLES] },
  'POST /api/charterRequest/updateShareStatus': { who: ADMIN },
  'POST /api/charterRequest/newChangeCharter': { who: ['Admin', 'Supplier', ...CLIENT_ROLES] },
  'POST /api/charterRequest/updateChangeCharter': { who: ['Admin', 'Supplier', ...CLIENT_ROLES] },
  'GET /api/charterRequest/changeCharter/{id}': { who: ALL, path: (i) => `/api/charterRequest/changeCharter/${i.missing}`, mayMiss: true },
  'GET /api/charterRequest/changeCharters/{id}': {
    who: ALL,
    path: (i) => `/api/charterRequest/changeCharters/${i.confirmedCharterId}`,
  },
  'GET /api/charterRequest/changeCharterList/{list}/{tab}': {
    who: ALL,
    path: () => '/api/charterRequest/changeCharterList/All/LiveChange',
  },

  // Charter share lists: admins, charter admins, operators and qGov client-type users (the demo
  // client, department and staff are not qGov: 403). Excel of a share list: admins.
  'GET /api/charterRequest/shareList/{list}/{tab}': {
    who: ['Admin', 'CharterAdmin', 'Supplier'],
    path: () => '/api/charterRequest/shareList/Me/Live',
  },
  'GET /api/charterRequest/shareExport/{file}': { who: ADMIN, path: () => '/api/charterRequest/shareExport/Live.xlsx' },

  // Margins.
  'GET /api/margins/getMarginDetails/{ownerType}/{id}': { who: ADMIN, path: (i) => `/api/margins/getMarginDetails/Client/${i.clientId}` },
  'POST /api/margins/updateMarginDetails': { who: ADMIN },
  'POST /api/charterRequest/marginUpdate': { who: ADMIN },

  // Message log.
  'GET /api/messageLog': { who: ALL },
  'GET /api/messageLog/party/{partyType}/{partyId}': {
    who: ['Admin', 'Client', 'ClientDepartment'],
    path: (i) => `/api/messageLog/party/ClientDepartment/${i.departmentId}`,
  },
  'GET /api/messageLog/{messageId}': { who: ALL, path: (i) => `/api/messageLog/${i.missing}`, mayMiss: true },
  'GET /api/suppliers/messages': { who: ADMIN_SUPPLIER, query: (i) => `supplierId=${i.supplierId}` },

  // Party timelines.
  'GET /api/entityState/getTimeline/Supplier/{id}': {
    who: ADMIN_SUPPLIER,
    path: (i) => `/api/entityState/getTimeline/Supplier/${i.supplierId}`,
  },
  'GET /api/entityState/getTimeline/Client/{id}': {
    who: ['Admin', 'Client'],
    path: (i) => `/api/entityState/getTimeline/Client/${i.clientId}`,
  },
  'GET /api/entityState/getTimeline/ClientDepartment/{id}': {
    who: PARTY_MANAGERS,
    path: (i) => `/api/entityState/getTimeline/ClientDepartment/${i.departmentId}`,
  },
  'GET /api/entityState/getTimeline/ClientStaff/{id}': {
    who: [...PARTY_MANAGERS, 'ClientStaff'],
    path: (i) => `/api/entityState/getTimeline/ClientStaff/${i.staffId}`,
  },

  // Clients, departments and staff.
  'GET /api/admin/parties/{clientList}': { who: PARTY_READERS, path: () => '/api/admin/parties/Staff' },
  'GET /api/admin/parties/{clientList}/{id}': { who: PARTY_MANAGERS, path: (i) => `/api/admin/parties/Staff/${i.staffId}` },
  'POST /api/admin/updateClient': { who: ADMIN },
  'POST /api/admin/updateDepartment': { who: ['Admin', 'Client'] },
  // Core section 6: departments and staff are managed by admins and the client, not by a department.
  'POST /api/admin/updateStaff': { who: ['Admin', 'Client'] },
  // Adding and inviting: clients and operators by admins; departments and staff by admins and their client.
  'POST /api/admin/addClient': { who: ADMIN },
  'POST /api/admin/addDepartment': { who: ['Admin', 'Client'] },
  'POST /api/admin/addStaff': { who: ['Admin', 'Client'] },
  'POST /api/suppliers/addSupplier': { who: ADMIN },
  'POST /api/admin/resendInvitation': { who: ['Admin', 'Client'] },
  'POST /api/admin/cancelInvitation': { who: ['Admin', 'Client'] },

  // Admins and charter admins (modules/admins).
  'GET /api/admin/admins': { who: ADMIN, query: () => 'status=All' },
  'GET /api/admin/admins/{id}': { who: ADMIN, path: (i) => `/api/admin/admins/${i.adminId}` },
  'POST /api/admin/addAdmin': { who: ADMIN },
  'POST /api/admin/updateAdmin': { who: ADMIN },
  'POST /api/admin/resendAdminInvitation': { who: ADMIN },
  'GET /api/entityState/getTimeline/Admin/{id}': { who: ADMIN, path: (i) => `/api/entityState/getTimeline/Admin/${i.adminId}` },
  'GET /api/admin/charterAdmin/admins': { who: CHARTER_ADMIN_MANAGERS, query: () => 'status=All' },
  'GET /api/admin/charterAdmin/admins/{id}': {
    who: CHARTER_ADMIN_MANAGERS,
    path: (i) => `/api/admin/charterAdmin/admins/${i.charterAdminId}`,
  },
  'POST /api/admin/charterAdmin/addAdmin': { who: CHARTER_ADMIN_MANAGERS },
  'POST /api/admin/charterAdmin/updateAdmin': { who: CHARTER_ADMIN_MANAGERS },
  'POST /api/admin/charterAdmin/resendAdminInvitation': { who: CHARTER_ADMIN_MANAGERS },
  'GET /api/entityState/getTimeline/CharterAdmin/{id}': {
    who: CHARTER_ADMIN_MANAGERS,
    path: (i) => `/api/entityState/getTimeline/CharterAdmin/${i.charterAdminId}`,
  },

  // E-mail templates, terms, airport lookups.
  'GET /api/admin/getEmailTemplates': { who: ADMIN },
  'GET /api/admin/getEmailTemplate/{id}': { who: ADMIN, path: (i) => `/api/admin/getEmailTemplate/${i.missing}`, mayMiss: true },
  'POST /api/admin/newEmailTemplate': { who: ADMIN },
  'POST /api/admin/saveEmailTemplate': { who: ADMIN },
  'GET /api/admin/getTerms': { who: ADMIN },
  'GET /api/admin/getTermsTypes': { who: ADMIN },
  'POST /api/admin/saveTerms': { who: ADMIN },
  'GET /api/admin/airportLookups': { who: ADMIN },
  'GET /api/admin/airportLookup/{id}': { who: ADMIN, path: (i) => `/api/admin/airportLookup/${i.airportLookupId}` },
  'POST /api/admin/addAirportLookup': { who: ADMIN },
  'POST /api/admin/updateAirportLookup': { who: ADMIN },
  'POST /api/admin/deleteAirportLookup': { who: ADMIN },

  // The indicative price tool (public; an estimate keeps a lead) and the admins' list of its leads.
  'GET /api/accounts/getIndicitaveFlight': { who: 'public' },
  'POST /api/accounts/indicativePrice': { who: 'public' },
  'GET /api/admin/indicativeLeads': { who: ADMIN },
  // Estimates learned from awards (ADR 0044): buyers and brokers, never operators.
  'POST /api/charterRequest/priceEstimate': { who: BUYERS },
  'GET /api/charterRequest/priceEstimate/{charterId}': { who: BUYERS, path: (i) => `/api/charterRequest/priceEstimate/${i.charterId}` },

  // Events, the document itself, health.
  'GET /api/events': { who: ALL, stream: true },
  'GET /api/openapi.json': { who: 'public' },
  'GET /healthz': { who: 'public' },
  'GET /readyz': { who: 'public' },

  // Reports: admins; the payload report also the client side (its own confirmed charters); charter
  // admins none (core section 6: "not shown").
  'GET /api/admin/getCharterReport': { who: ADMIN },
  'GET /api/admin/getCharterReport/export': { who: ADMIN },
  'GET /api/admin/getPayLoadReport': { who: ['Admin', ...CLIENT_ROLES] },
  'GET /api/admin/getPayLoadReport/export': { who: ['Admin', ...CLIENT_ROLES] },
  'GET /api/admin/getDepartureReport': { who: ADMIN },
  'GET /api/admin/getDepartureReport/export': { who: ADMIN },
  'GET /api/admin/getJobTracker': { who: ADMIN, query: (i) => `supplierIds=${i.supplierId}` },
  'GET /api/admin/getJobTracker/export': { who: ADMIN, query: (i) => `supplierIds=${i.supplierId}` },
  'GET /api/admin/getJobTrackerOperators': { who: ADMIN },
  // The spend and competition report: admins for everyone, a client and a department for their own.
  'GET /api/admin/getSpendReport': { who: ['Admin', 'Client', 'ClientDepartment'] },
  'GET /api/admin/getSpendReport/export': { who: ['Admin', 'Client', 'ClientDepartment'] },
  // An operator's own view of the market (an admin's for any operator); fuel burn per category for CO2.
  'GET /api/suppliers/marketView': { who: ADMIN_SUPPLIER, query: (i) => `supplierId=${i.supplierId}` },
  'POST /api/admin/setAircraftCategoryFuel': { who: ADMIN },
};
