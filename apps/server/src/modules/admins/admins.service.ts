import {
  ADMIN_MESSAGES,
  addAdminSchema,
  addCharterAdminSchema,
  adminListQuerySchema,
  can,
  resendAdminInvitationSchema,
  updateAdminSchema,
  updateCharterAdminSchema,
  type AdminDetail,
  type AdminKind,
  type AdminListItem,
  type PartyList,
  type SessionUser,
  type TimelineItemDto,
  isUuid,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { invite, type Inviter } from '../../onboarding/invitations.js';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem, readTimeline } from '../../lib/timeline.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import * as repo from './admins.repository.js';

const M = ADMIN_MESSAGES;

/** The names the Timeline tab gives the fields that changed. */
const LABELS: Record<keyof repo.AdminChanges, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  companyName: 'Company Name',
  status: 'Status',
  managesWorkflow: 'Manages Workflow',
  managesMessages: 'Manages Messages',
};

/**
 * Admins and charter admins (supplier-and-admin section 7, "CRUD for admins, charter admins"):
 * admins are managed by admins only, charter admins by admins and charter admins (section 6,
 * "CharterAdmin: manages charter admin lists"). A new person is Invited and e-mailed a single-use
 * link in the same transaction (ADR 0011). Deactivating someone also disables their sign-in and
 * ends their sessions at once; flags reach their session at its next token renewal, which reads
 * the admins row (modules/auth loadSessionSource). Every change is on the person's timeline.
 */
export class AdminsService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async list(user: SessionUser, kind: AdminKind, query: unknown): Promise<PartyList<AdminListItem>> {
    requireManager(user, kind);
    return repo.list(this.db, kind, parseOr400(adminListQuerySchema, query));
  }

  async one(user: SessionUser, kind: AdminKind, id: string): Promise<AdminDetail> {
    requireManager(user, kind);
    const found = isUuid(id) ? await repo.find(this.db, kind, id) : undefined;
    if (!found) throw notFound();
    return found;
  }

  async timeline(user: SessionUser, kind: AdminKind, id: string): Promise<TimelineItemDto[]> {
    await this.one(user, kind, id);
    return readTimeline(this.db, kind, id);
  }

  /** Creates the person as Invited and sends the invitation, together. */
  async add(user: SessionUser, kind: AdminKind, body: unknown): Promise<AdminDetail> {
    requireManager(user, kind);
    const input = kind === 'Admin' ? parseOr400(addAdminSchema, body) : parseOr400(addCharterAdminSchema, body);
    return this.db.transaction(async (tx) => {
      if (await repo.emailInUse(tx, kind, input.email)) throw emailTaken();
      const id = await repo.insert(tx, kind, input);
      await addTimelineItem(tx, {
        entityType: kind,
        entityId: id,
        oldStatus: null,
        newStatus: 'Invited',
        actionName: 'Created',
        reason: `Added by ${user.displayName}`,
        actor: actorOf(user),
      });
      await invite(tx, kind, id, inviterOf(user), this.publicUrl());
      await publishChange(tx, kind, [id]);
      return (await repo.find(tx, kind, id))!;
    });
  }

  /**
   * Saves names, phone, company, flags and status; the e-mail only while Invited (a corrected
   * address gets a fresh invitation, and the old link stops working). Nobody deactivates
   * themselves or takes away their own Manages Workflow: they could not undo it.
   */
  async update(user: SessionUser, kind: AdminKind, body: unknown): Promise<AdminDetail> {
    requireManager(user, kind);
    const input = kind === 'Admin' ? parseOr400(updateAdminSchema, body) : parseOr400(updateCharterAdminSchema, body);
    const { id, status, email, ...fields } = input;
    const self = (kind === 'Admin' ? user.adminId : user.charterAdminId) === id;
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, kind, id);
      if (!before) throw notFound();
      const invited = before.status === 'Invited';
      if (status !== undefined && status !== before.status && invited) {
        throw badRequest([M.invitedStatus], { status: [M.invitedStatus] });
      }
      const emailChanged = email !== undefined && email.toLowerCase() !== before.email.toLowerCase();
      if (emailChanged && !invited) throw badRequest([M.emailReadOnly], { email: [M.emailReadOnly] });
      if (self && status === 'Inactive' && before.status !== 'Inactive') {
        throw badRequest([M.selfDeactivate], { status: [M.selfDeactivate] });
      }
      if (self && before.managesWorkflow && 'managesWorkflow' in fields && fields.managesWorkflow === false) {
        throw badRequest([M.selfWorkflow], { managesWorkflow: [M.selfWorkflow] });
      }
      if (emailChanged && (await repo.emailInUse(tx, kind, email, id))) throw emailTaken();

      const next: repo.AdminChanges = { ...fields, ...(emailChanged ? { email } : {}) };
      const changed = (Object.keys(next) as (keyof repo.AdminChanges)[]).filter((k) => next[k] !== before[k]);
      const nextStatus = status ?? before.status;
      const statusChanged = nextStatus !== before.status;
      if (changed.length === 0 && !statusChanged) return (await repo.find(tx, kind, id))!;

      await repo.update(tx, kind, id, { ...next, status: nextStatus });
      const entry = { entityType: kind, entityId: id, actor: actorOf(user) };
      if (changed.length > 0) {
        // Not a status change: the item records the status the person had on both sides.
        await addTimelineItem(tx, {
          ...entry,
          oldStatus: before.status,
          newStatus: before.status,
          actionName: 'Details Updated',
          reason: `Changed: ${changed.map((k) => LABELS[k]).join(', ')}`,
        });
      }
      if (statusChanged) {
        await addTimelineItem(tx, { ...entry, oldStatus: before.status, newStatus: nextStatus, actionName: 'Status Change' });
        await this.applyStatusToSignIn(tx, kind, id, nextStatus as 'Active' | 'Inactive');
      }
      if (emailChanged) {
        const userRow = await repo.lockUserOf(tx, kind, id);
        if (userRow) await repo.setUserEmail(tx, userRow.id, email);
        // The invitation follows the corrected address; invite() replaces the old link.
        await invite(tx, kind, id, inviterOf(user), this.publicUrl());
      }
      await publishChange(tx, kind, [id]);
      return (await repo.find(tx, kind, id))!;
    });
  }

  /** Sends a fresh invitation (the previous link stops working); only while the person is Invited. */
  async resend(user: SessionUser, kind: AdminKind, body: unknown): Promise<AdminDetail> {
    requireManager(user, kind);
    const { id } = parseOr400(resendAdminInvitationSchema, body);
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, kind, id);
      if (!before) throw notFound();
      if (before.status !== 'Invited') throw new HttpError(409, [M.notInvited]);
      await invite(tx, kind, id, inviterOf(user), this.publicUrl());
      await publishChange(tx, kind, [id]);
      return (await repo.find(tx, kind, id))!;
    });
  }

  /**
   * Inactive: the sign-in is disabled (login refused, no token renewal) and every session ends at
   * once (each call checks its session). Active again: the sign-in works with the same password.
   */
  private async applyStatusToSignIn(tx: Tx, kind: AdminKind, id: string, status: 'Active' | 'Inactive'): Promise<void> {
    const userRow = await repo.lockUserOf(tx, kind, id);
    if (!userRow) return;
    await repo.setUserStatus(tx, userRow.id, status);
    if (status === 'Inactive') await revokeAllSessions(tx, userRow.id, 'Account deactivated');
  }
}

function requireManager(user: SessionUser, kind: AdminKind): void {
  if (!can(user, kind === 'Admin' ? 'manageAdmins' : 'manageCharterAdmins')) throw forbidden();
}

const emailTaken = () => new HttpError(409, [M.emailTaken], { email: [M.emailTaken] });

const actorOf = (user: SessionUser) => ({ userId: user.userId, role: user.role });

const inviterOf = (user: SessionUser): Inviter => ({ userId: user.userId, role: user.role, name: user.displayName });
