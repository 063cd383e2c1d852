import type { Db } from '@charter/db';
import { type PartyEntityType, type PartyList, type PartyListQuery, isUuid } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { partyAccess, partyManagement } from '../../access/party-scope.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import * as repo from './clients.repository.js';

type Kind = 'Clients' | 'Departments' | 'Staff';
export const KIND_ENTITY: Record<Kind, PartyEntityType> = { Clients: 'Client', Departments: 'ClientDepartment', Staff: 'ClientStaff' };

/**
 * Clients, their departments and staff as the management screens read them (supplier-and-admin
 * section 2): an admin everything (core section 6: only admins manage clients); a client its own
 * departments and staff (/manageDepartments, /manageStaff); a department its own staff; a charter
 * admin every list, read only (/manageCharterAdmins/{clientList}), but no party's detail. Who may
 * do what is access/party-scope's rule; a row outside the caller's client answers 404, as if it
 * did not exist.
 */
export class ClientsService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, kind: Kind, q: PartyListQuery): Promise<PartyList<unknown>> {
    if (actor.system || partyManagement(actor, KIND_ENTITY[kind]) === 'none') throw forbidden();
    if (kind === 'Clients') return repo.listClients(this.db, q);
    // Whatever the query asks for, a client sees only its own rows and a department its own staff.
    const scoped: PartyListQuery =
      actor.role === 'Client'
        ? { ...q, clientId: actor.clientId ?? undefined }
        : actor.role === 'ClientDepartment'
          ? { ...q, clientId: undefined, departmentId: actor.clientDepartmentId ?? undefined }
          : q;
    // Admins and charter admins read every client's rows; anyone else only within its own.
    const everyClient = actor.role === 'Admin' || actor.role === 'CharterAdmin';
    if (!everyClient && !scoped.clientId && !scoped.departmentId) return { items: [], total: 0 };
    if (kind === 'Departments') return repo.listDepartments(this.db, scoped);
    return repo.listStaff(this.db, scoped);
  }

  async one(actor: Actor, kind: Kind, id: string): Promise<unknown> {
    // A charter admin's lookup is the list's columns; the record (prices, billing, flags) is the admin's.
    if (actor.system || actor.role === 'CharterAdmin' || partyManagement(actor, KIND_ENTITY[kind]) === 'none') throw forbidden();
    if (!isUuid(id)) throw notFound();
    if ((await partyAccess(this.db, actor, KIND_ENTITY[kind], id)) !== 'allowed') throw notFound();
    const found =
      kind === 'Clients'
        ? await repo.findClient(this.db, id)
        : kind === 'Departments'
          ? await repo.findDepartment(this.db, id)
          : await repo.findStaff(this.db, id);
    if (!found) throw notFound();
    return found;
  }
}
