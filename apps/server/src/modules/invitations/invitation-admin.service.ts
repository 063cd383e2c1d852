import type { Db } from '@charter/db';
import { PARTY_CREATE_MESSAGES, invitationTargetSchema, type AccountRole, type PartyInvited } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { partyAccess, partyManagement } from '../../access/party-scope.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { cancelInvitation, invite, lockPartyStatus, lockPartyUser, reopenInvitation } from '../../onboarding/invitations.js';
import { publishChange } from '../../realtime/publish.js';
import { inviterFor } from '../../onboarding/inviter.js';

/**
 * Whether the caller manages invitations of this kind of party: an admin every kind; a client
 * its own departments and staff (core section 6, "Manage departments and staff"); nobody else.
 */
export function mayInvite(actor: Actor, role: AccountRole): boolean {
  if (actor.system) return false;
  if (actor.role === 'Admin') return true;
  if (role === 'Admin' || role === 'CharterAdmin') return false;
  return partyManagement(actor, role) === 'edit';
}

/**
 * Re-sending and cancelling an invitation (POST /api/admin/resendInvitation, cancelInvitation).
 * A re-send replaces the link (the earlier e-mail's link then answers "replaced"); it also reopens
 * a cancelled invitation that was never accepted. A cancel makes the party and its sign-in
 * Inactive and closes the link. Each is on the party's timeline and refreshes open lists.
 */
export class InvitationAdminService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async resend(actor: Actor, body: unknown): Promise<PartyInvited> {
    const { role, id } = await this.target(actor, body);
    return this.db.transaction(async (tx) => {
      const status = await lockPartyStatus(tx, role, id);
      if (!status) throw notFound();
      const user = await lockPartyUser(tx, role, id);
      if (user?.accepted) throw new HttpError(409, [PARTY_CREATE_MESSAGES.notInvited]);
      const by = await inviterFor(tx, actor);
      // Never accepted and since cancelled (Inactive): it is invited again.
      if (status !== 'Invited') {
        if (status !== 'Inactive' || (user && user.status !== 'Inactive')) throw new HttpError(409, [PARTY_CREATE_MESSAGES.notInvited]);
        await reopenInvitation(tx, role, id, user?.id, status, by);
      }
      const sent = await invite(tx, role, id, by, this.publicUrl());
      await publishChange(tx, role, [id]);
      return { id, email: sent.email };
    });
  }

  async cancel(actor: Actor, body: unknown): Promise<{ id: string }> {
    const { role, id } = await this.target(actor, body);
    return this.db.transaction(async (tx) => {
      const status = await lockPartyStatus(tx, role, id);
      if (!status) throw notFound();
      if (status !== 'Invited') throw new HttpError(409, [PARTY_CREATE_MESSAGES.notInvited]);
      const user = await lockPartyUser(tx, role, id);
      if (user?.accepted) throw new HttpError(409, [PARTY_CREATE_MESSAGES.notInvited]);
      await cancelInvitation(tx, role, id, user?.id, await inviterFor(tx, actor));
      await publishChange(tx, role, [id]);
      return { id };
    });
  }

  /** The party named in the body, once the caller may manage it (another client's: 404). */
  private async target(actor: Actor, body: unknown) {
    // Who is asking comes before what is asked: a department or supplier gets 403 whatever it sends.
    if (actor.system || !['Admin', 'Client'].includes(actor.role)) throw forbidden();
    const target = parseOr400(invitationTargetSchema, body);
    if (!mayInvite(actor, target.role)) throw forbidden();
    if (actor.role !== 'Admin' && target.role !== 'Admin' && target.role !== 'CharterAdmin') {
      if ((await partyAccess(this.db, actor, target.role, target.id)) !== 'allowed') throw notFound();
    }
    return target;
  }
}
