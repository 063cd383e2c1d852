import {
  CLIENT_CHARTER_TYPES,
  CLIENT_TYPES,
  newClientSchema,
  newDepartmentSchema,
  newStaffSchema,
  type AccountRole,
  type PartyInvited,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { partyAllowed, partyManagement } from '../../access/party-scope.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { invite } from '../../onboarding/invitations.js';
import { publishChange } from '../../realtime/publish.js';
import { inviterFor } from '../../onboarding/inviter.js';
import * as repo from './clients.repository.js';
import { insertClient, insertDepartment, insertStaff } from './client-create.repository.js';

/** The chosen values in the order of the known list, as the edit form stores them. */
const inOrder = (values: readonly string[], known: readonly string[]) => known.filter((k) => values.includes(k)).join(',');

/**
 * Adding a client, department or staff member and inviting the person behind it (POST
 * /api/admin/addClient, addDepartment, addStaff): the party (status Invited), its sign-in, the
 * invitation e-mail and the timeline item commit together, or nothing does (an e-mail address
 * already signing in answers 409). Admins add anything; a client its own departments, and staff
 * in its own departments (core section 6); nobody else adds anyone.
 */
export class ClientCreateService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async addClient(actor: Actor, body: unknown): Promise<PartyInvited> {
    if (!actorCan(actor, 'manageClients')) throw forbidden();
    const { clientTypes, charterTypes, ...input } = parseOr400(newClientSchema, body);
    return this.create(actor, 'Client', (tx) =>
      insertClient(tx, {
        ...input,
        clientTypes: inOrder(clientTypes, CLIENT_TYPES),
        charterTypes: inOrder(charterTypes, CLIENT_CHARTER_TYPES),
      }),
    );
  }

  async addDepartment(actor: Actor, body: unknown): Promise<PartyInvited> {
    requireManager(actor, 'ClientDepartment');
    const { clientId, ...input } = parseOr400(newDepartmentSchema, body);
    // A client adds under itself only; the admin-only flags stay off for what a client adds.
    if (actor.system || (actor.role !== 'Admin' && actor.clientId !== clientId)) throw notFound();
    if (!actorCan(actor, 'setClientViewerFlags')) Object.assign(input, { canViewSupplierInfo: false, hidePrice: false });
    return this.create(actor, 'ClientDepartment', async (tx) => {
      const client = await repo.lockClient(tx, clientId);
      if (!client) throw notFound();
      return insertDepartment(tx, { ...input, clientMasterId: clientId });
    });
  }

  async addStaff(actor: Actor, body: unknown): Promise<PartyInvited> {
    requireManager(actor, 'ClientStaff');
    const { departmentId, ...input } = parseOr400(newStaffSchema, body);
    if (!actorCan(actor, 'setClientViewerFlags')) input.canViewSupplierInfo = false;
    return this.create(actor, 'ClientStaff', async (tx) => {
      const department = await repo.lockDepartment(tx, departmentId);
      // Another client's department is, to this caller, not there at all.
      if (!department || !partyAllowed(actor, 'ClientDepartment', departmentId, { clientId: department.clientMasterId, departmentId }))
        throw notFound();
      return insertStaff(tx, { ...input, clientMasterId: department.clientMasterId, clientDepartmentId: departmentId });
    });
  }

  private create(actor: Actor, role: AccountRole, insert: (tx: Tx) => Promise<string>): Promise<PartyInvited> {
    return this.db.transaction(async (tx) => {
      const id = await insert(tx);
      const sent = await invite(tx, role, id, await inviterFor(tx, actor), this.publicUrl());
      await publishChange(tx, role, [id]);
      return { id, email: sent.email };
    });
  }
}

function requireManager(actor: Actor, type: 'ClientDepartment' | 'ClientStaff'): void {
  if (actor.system || partyManagement(actor, type) !== 'edit') throw forbidden();
}
