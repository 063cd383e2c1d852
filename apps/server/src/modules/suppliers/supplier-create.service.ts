import { suppliers, type Db } from '@charter/db';
import { newSupplierSchema, type PartyInvited, type SessionUser } from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { invite } from '../../onboarding/invitations.js';
import { publishChange } from '../../realtime/publish.js';
import { inviterFor } from '../../onboarding/inviter.js';
import { requireAdmin } from './supplier-access.js';

/**
 * POST /api/suppliers/addSupplier (admin): adds an operator with status Invited and invites the
 * person behind it, in one transaction with its sign-in, the e-mail and the timeline item (an
 * e-mail address already signing in answers 409 and nothing is added).
 */
export class SupplierCreateService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async add(user: SessionUser, body: unknown): Promise<PartyInvited> {
    requireAdmin(user);
    const input = parseOr400(newSupplierSchema, body);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(suppliers)
        .values({ ...input, status: 'Invited' })
        .returning({ id: suppliers.id });
      const id = row!.id;
      const sent = await invite(tx, 'Supplier', id, await inviterFor(tx, actorFrom(user)), this.publicUrl());
      await publishChange(tx, 'Supplier', [id]);
      return { id, email: sent.email };
    });
  }
}
