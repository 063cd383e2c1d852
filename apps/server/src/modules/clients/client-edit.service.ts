import {
  CLIENT_CHARTER_TYPES,
  CLIENT_EDIT_MESSAGES,
  CLIENT_TYPES,
  PARTY_EDIT_STATUSES,
  updateClientSchema,
  updateDepartmentSchema,
  updateStaffSchema,
  type ClientDetail,
  type DepartmentDetail,
  type MarginOwnerType,
  type StaffDetail,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { partyAllowed, partyManagement } from '../../access/party-scope.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { syncPartySignIns } from '../../auth/sessions.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import * as repo from './clients.repository.js';

type Row = { status: string } & Record<string, unknown>;

const ITINERARY_LABELS = {
  itineraryShowPrice: 'Itinerary Show Price',
  itineraryShowSupplier: 'Itinerary Show Supplier',
  itineraryHidePhone: 'Itinerary Hide Phone',
  itineraryMinutesOffset: 'Itinerary Minutes Offset',
};

/** The names the Timeline tab gives the fields an admin changed, per kind of party. */
const CLIENT_LABELS: Partial<Record<keyof repo.ClientRow, string>> = {
  companyName: 'Company Name',
  companyAddress: 'Company Address',
  companyPhone: 'Company Phone',
  firstName: 'First Name',
  lastName: 'Last Name',
  notesForSupplier: 'Notes for Supplier',
  emailDomain: 'Email Domain',
  clientType: 'Client Type',
  clientTypes: 'Client Types',
  charterTypes: 'Charter Types',
  canViewSupplierInfo: 'Can View Supplier Info',
  hidePrice: 'Hide Price',
  directDebit: 'Direct Debit',
  billingDueDate: 'Billing Due Date',
  preferred: 'Preferred',
  ...ITINERARY_LABELS,
};

const DEPARTMENT_LABELS: Partial<Record<keyof repo.DepartmentRow, string>> = {
  departmentName: 'Department Name',
  departmentDescription: 'Department Description',
  departmentPhone: 'Department Phone',
  firstName: 'First Name',
  lastName: 'Last Name',
  notesForSupplier: 'Notes for Supplier',
  canViewSupplierInfo: 'Can View Supplier Info',
  hidePrice: 'Hide Price',
  ...ITINERARY_LABELS,
};

const STAFF_LABELS: Partial<Record<keyof repo.StaffRow, string>> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  canViewSupplierInfo: 'Can View Supplier Info',
  managesWorkflow: 'Manages Workflow',
  managesMessages: 'Manages Messages',
};

/**
 * What a client may not change on its own departments and staff: core section 6 has admins set
 * canViewSupplierInfo and hidePrice, and a client must not widen what its people see of suppliers
 * or prices beyond what the admin gave. Names, contact details, notes, itinerary settings (the
 * department's own /me fields) and Active/Inactive are the client's to manage.
 */
const DEPARTMENT_ADMIN_ONLY = ['canViewSupplierInfo', 'hidePrice'] as const;
const STAFF_ADMIN_ONLY = ['canViewSupplierInfo', 'managesWorkflow', 'managesMessages'] as const;

/**
 * A comma list in the order of `known` (then anything unknown, as stored), so that saving the same
 * choices in another order, or over a legacy "Generic, QGov", is no change.
 */
function canonicalList(values: readonly string[], known: readonly string[]): string {
  const parts = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return [...known.filter((k) => parts.includes(k)), ...parts.filter((p) => !known.includes(p))].join(',');
}
const splitList = (v: string | null | undefined) => (v ?? '').split(',');

/** The labels of the fields whose value `changes` alters. */
function changedFields(before: Row, changes: Record<string, unknown>, labels: Record<string, string | undefined>): string[] {
  return Object.entries(labels)
    .filter(([k]) => k in changes && (changes[k] ?? null) !== (before[k] ?? null))
    .map(([, label]) => label!);
}

interface EditPlan<R extends Row, D> {
  entityType: MarginOwnerType;
  /** The client and department above the locked row, for the ownership rule. */
  parents?: (row: R) => { clientId: string | null; departmentId: string | null };
  /** Fields only an admin changes; anyone else keeps the stored value (a different one is a 400). */
  adminOnly?: readonly (keyof R & string)[];
  lock: (tx: Tx, id: string) => Promise<R | undefined>;
  /** The stored row as the comparison should see it (list columns in canonical order). */
  normalise?: (row: R) => Row;
  update: (tx: Tx, id: string, changes: Partial<R>) => Promise<void>;
  find: (tx: Tx, id: string) => Promise<D | undefined>;
  labels: Record<string, string | undefined>;
  /** The request body as sent, to tell a flag the caller sent from one the schema defaulted. */
  body?: unknown;
}

/**
 * The admin's edits of a client, department or staff member (supplier-and-admin section 7, "CRUD
 * for ... clients, departments, staff"; core section 6: admins set canViewSupplierInfo, hidePrice
 * and clientType), and a client's edits of its own departments and staff (core section 6, "Manage
 * departments and staff"), all but the admin-only flags. The change, its timeline items and the
 * change event commit together.
 *
 * Who sees a changed client type, and when: supplier charter lists (access/charter-scope) and new
 * charter requests (their qGov) read clients.client_type on every call, so they follow at once;
 * the qGov claim of the client's users' sessions is re-read from the client at each token renewal
 * (modules/auth loadSessionSource), which the web client does at 75% of the access token's life,
 * so their navigation follows within one token lifetime. Charters already made keep their qGov:
 * it records the procedure they were raised under.
 */
export class ClientEditService {
  constructor(private readonly db: Db) {}

  async updateClient(actor: Actor, body: unknown): Promise<ClientDetail> {
    requireAdmin(actor);
    const { id, status, ...input } = parseOr400(updateClientSchema, body);
    const changes: repo.ClientChanges = {
      ...input,
      clientTypes: canonicalList(input.clientTypes, CLIENT_TYPES),
      charterTypes: canonicalList(input.charterTypes, CLIENT_CHARTER_TYPES),
    };
    return this.edit(
      actor,
      {
        entityType: 'Client',
        lock: repo.lockClient,
        normalise: (row: repo.ClientRow) => ({
          ...row,
          clientTypes: canonicalList(splitList(row.clientTypes), CLIENT_TYPES),
          charterTypes: canonicalList(splitList(row.charterTypes), CLIENT_CHARTER_TYPES),
        }),
        update: repo.updateClient,
        find: repo.findClient,
        labels: CLIENT_LABELS,
      },
      id,
      changes,
      status,
    );
  }

  async updateDepartment(actor: Actor, body: unknown): Promise<DepartmentDetail> {
    requireManager(actor, 'ClientDepartment');
    const { id, status, ...changes } = parseOr400(updateDepartmentSchema, body);
    return this.edit(
      actor,
      {
        entityType: 'ClientDepartment',
        parents: (row) => ({ clientId: row.clientMasterId, departmentId: row.id }),
        adminOnly: DEPARTMENT_ADMIN_ONLY,
        body,
        lock: repo.lockDepartment,
        update: repo.updateDepartment,
        find: repo.findDepartment,
        labels: DEPARTMENT_LABELS,
      },
      id,
      changes,
      status,
    );
  }

  async updateStaff(actor: Actor, body: unknown): Promise<StaffDetail> {
    requireManager(actor, 'ClientStaff');
    const { id, status, ...changes } = parseOr400(updateStaffSchema, body);
    return this.edit(
      actor,
      {
        entityType: 'ClientStaff',
        parents: (row) => ({ clientId: row.clientMasterId, departmentId: row.clientDepartmentId }),
        adminOnly: STAFF_ADMIN_ONLY,
        body,
        lock: repo.lockStaff,
        update: repo.updateStaff,
        find: repo.findStaff,
        labels: STAFF_LABELS,
      },
      id,
      changes,
      status,
    );
  }

  /**
   * Locks the party, applies what changed, and records on its Timeline tab a "Details Updated"
   * naming the changed fields and a "Status Change" from the old status to the new. A save that
   * changes nothing writes nothing.
   */
  private edit<R extends Row, D>(
    actor: Actor,
    plan: EditPlan<R, D>,
    id: string,
    changes: Partial<R>,
    status: (typeof PARTY_EDIT_STATUSES)[number] | undefined,
  ): Promise<D> {
    return this.db.transaction(async (tx) => {
      const before = await plan.lock(tx, id);
      // Another client's department or staff member is, to this caller, not there at all.
      if (!before || (plan.parents && !partyAllowed(actor, plan.entityType, id, plan.parents(before)))) throw notFound();
      if (actor.role !== 'Admin') keepAdminOnly(before, changes, plan.adminOnly ?? [], plan.body);
      const nextStatus = status ?? before.status;
      if (nextStatus !== before.status && !(PARTY_EDIT_STATUSES as readonly string[]).includes(before.status)) {
        throw badRequest([CLIENT_EDIT_MESSAGES.invitedStatus], { status: [CLIENT_EDIT_MESSAGES.invitedStatus] });
      }
      const fields = changedFields(plan.normalise?.(before) ?? before, changes, plan.labels);
      const statusChanged = nextStatus !== before.status;
      if (fields.length > 0 || statusChanged) {
        await plan.update(tx, id, { ...changes, status: nextStatus });
        const who = { userId: actor.userId, role: actor.role };
        const entry = { entityType: plan.entityType, entityId: id, actor: who };
        if (fields.length > 0) {
          // Not a status change: the item records the status the party had on both sides.
          await addTimelineItem(tx, {
            ...entry,
            oldStatus: before.status,
            newStatus: before.status,
            actionName: 'Details Updated',
            reason: `Changed: ${fields.join(', ')}`,
          });
        }
        if (statusChanged) {
          await addTimelineItem(tx, { ...entry, oldStatus: before.status, newStatus: nextStatus, actionName: 'Status Change' });
          // A party switched off can no longer sign in (nor can anyone under it); switched on, it can again.
          await syncPartySignIns(tx, plan.entityType, id, nextStatus, `${plan.entityType} made ${nextStatus}`);
        }
        // Open admin screens (lists, this party's Detail and Timeline tabs) refetch.
        await publishChange(tx, plan.entityType, [id]);
      }
      const detail = await plan.find(tx, id);
      if (!detail) throw notFound();
      return detail;
    });
  }
}

/**
 * A non-admin's save keeps the admin-only fields as stored: the schemas default them when left
 * out, and the shared form sends them back unchanged, so only a value that differs is refused.
 */
function keepAdminOnly<R extends Row>(before: R, changes: Partial<R>, fields: readonly string[], body: unknown): void {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const refused = fields.filter((f) => f in sent && f in changes && (changes as Row)[f] !== before[f]);
  if (refused.length > 0) {
    throw badRequest([CLIENT_EDIT_MESSAGES.adminOnly], Object.fromEntries(refused.map((f) => [f, [CLIENT_EDIT_MESSAGES.adminOnly]])));
  }
  for (const f of fields) delete (changes as Row)[f];
}

/** Admins edit every party; a client its own departments and staff (which rows: in edit). */
function requireManager(actor: Actor, type: 'ClientDepartment' | 'ClientStaff'): void {
  if (actor.system || partyManagement(actor, type) !== 'edit') throw forbidden();
}

function requireAdmin(actor: Actor): void {
  if (!actorCan(actor, 'manageClients')) throw forbidden();
}
