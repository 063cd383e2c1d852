import type { SessionUser } from './session.js';
import { isClientRole } from './roles.js';

/**
 * Permissions as data (design house rule 3): the server enforces these on every call,
 * the client only uses them to hide what a user cannot do.
 */
/** What a capability is decided on: a signed-in user, or the server's actor for one. */
export type CapabilityHolder = Pick<SessionUser, 'role' | 'qGov'> & Partial<Pick<SessionUser, 'managesWorkflow' | 'managesMessages'>>;

type Rule = (s: CapabilityHolder) => boolean;

const isAdmin: Rule = (s) => s.role === 'Admin';
const isSupplier: Rule = (s) => s.role === 'Supplier';

export const CAPABILITIES = {
  manageAdmins: isAdmin,
  manageSuppliers: isAdmin,
  manageClients: isAdmin,
  // Whether a client sees operators' names and prices is the broker's call, never the client's own.
  setClientViewerFlags: isAdmin,
  // Moving staff, departments, clients and operators between parties (ADR 0013).
  moveParties: isAdmin,
  manageDepartments: (s) => s.role === 'Admin' || s.role === 'Client',
  manageStaff: (s) => s.role === 'Admin' || s.role === 'Client',
  manageCharterAdmins: (s) => s.role === 'Admin' || s.role === 'CharterAdmin',
  manageWorkflow: (s) => s.role === 'Admin' && !!s.managesWorkflow,
  manageMessaging: (s) => s.role === 'Admin' && !!s.managesMessages,
  // E-mail templates are chosen on state-change events, so messaging admins keep them too.
  manageEmailTemplates: (s) => s.role === 'Admin' && (!!s.managesWorkflow || !!s.managesMessages),
  // Reference data every admin keeps (settings lists, the airport lookup).
  manageReferenceData: isAdmin,
  createCharterRequest: (s) => s.role !== 'Supplier',
  // The owner side and the broker edit a request and its passenger list; the server narrows each to
  // the charters it may reach. Operators only read them.
  editCharterRequests: (s) => s.role !== 'Supplier',
  // An admin marks a confirmed charter as checked.
  acknowledgeCharters: isAdmin,
  chooseClientForCharter: (s) => s.role === 'Admin' || s.role === 'CharterAdmin',
  viewCharterShares: (s) => s.role === 'Admin' || s.role === 'CharterAdmin' || s.role === 'Supplier' || (isClientRole(s.role) && s.qGov),
  viewMessageLog: () => true,
  viewAircraft: (s) => s.role === 'Admin' || s.role === 'Supplier',
  viewBids: (s) => s.role === 'Admin' || s.role === 'Supplier',
  viewDocuments: isSupplier,
  // An operator keeps its own profile, secondary e-mails, aircraft and documents; admins keep any operator's.
  manageSupplierAccount: (s) => s.role === 'Admin' || s.role === 'Supplier',
  approveDocuments: isAdmin,
  // Operators bid for themselves; admins may bid for any operator.
  placeBids: (s) => s.role === 'Admin' || s.role === 'Supplier',
  withdrawBids: (s) => s.role === 'Admin' || s.role === 'Supplier',
  markCharterAvailability: isSupplier,
  // The charter's owners (client roles) accept a bid on the Bids tab; admins may do it for them.
  acceptBids: (s) => s.role === 'Admin' || isClientRole(s.role),
  editMargins: isAdmin,
  downloadExcel: isAdmin,
  // The itinerary of a booked charter: admins, the client side and its operator (the server narrows
  // each to the charters it may reach); the bid history as a document is the admins'.
  viewItinerary: (s) => s.role === 'Admin' || s.role === 'CharterAdmin' || s.role === 'Supplier' || isClientRole(s.role),
  downloadBidHistory: isAdmin,
  // A confirmed charter changes by request (ADR 0015): its client side, its operator, or an admin;
  // the server narrows each to the charters it holds. Charter admins only read changes.
  requestCharterChanges: (s) => s.role === 'Admin' || s.role === 'Supplier' || isClientRole(s.role),
  // The e-mails visitors leave with the indicative price tool (sales leads): admins only.
  viewPriceLeads: isAdmin,
  // Prices learned from awarded charters: whoever requests charters or reads their bids'
  // prices with margin; never operators (they would learn the market's prices).
  viewPriceEstimates: (s) => s.role !== 'Supplier',
  // Reports (supplier-and-admin sections 2 and 6: "downloads Excel and reports" is the admin's): admins
  // all four; the client side the payload report of its own confirmed charters (core section 6);
  // charter admins ("not shown" in core section 6; they work only with charters and shares) and
  // operators none.
  viewReports: isAdmin,
  viewPayloadReport: (s) => s.role === 'Admin' || isClientRole(s.role),
  // Spend and competition (ADR 0046): admins for every client; a client and a department for
  // themselves and those below them. A staff member has no one below; operators never.
  viewSpendReport: (s) => s.role === 'Admin' || s.role === 'Client' || s.role === 'ClientDepartment',
  // Charter shares (ADR 0016): a charter's owner side (any client type) or an admin offers its spare
  // seats; the server narrows a client role to the charters it owns. qGov client users buy seats.
  offerCharterShares: (s) => s.role === 'Admin' || isClientRole(s.role),
  buyCharterShares: (s) => isClientRole(s.role) && s.qGov,
  // A purchase's owner side accepts or declines it, its buyer cancels it, admins confirm it (the
  // workflow table and share-transition.ts decide which action is whose).
  decideSharePurchases: (s) => s.role === 'Admin' || isClientRole(s.role),
  confirmShares: isAdmin,
} satisfies Record<string, Rule>;

export type Capability = keyof typeof CAPABILITIES;

export function can(session: CapabilityHolder | null | undefined, capability: Capability): boolean {
  return !!session && CAPABILITIES[capability](session);
}

/**
 * Why a signed-in user may not use a capability, in words, where the answer is more than "not your
 * role": what a refused page tells the user instead of a bare "You do not have access".
 */
export function whyNot(session: CapabilityHolder, capability: Capability): string | null {
  if (capability === 'viewCharterShares' && isClientRole(session.role) && !session.qGov) {
    return (
      'Charter shares are for QGov users: seats on other QGov charters are offered and bought there. ' +
      'Your organisation is not a QGov client, so there are no shares for you. If it should be, ask the ' +
      'charter team to change its client type.'
    );
  }
  return null;
}
