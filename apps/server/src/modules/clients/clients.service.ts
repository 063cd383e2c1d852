import type { PartyList, PartyListQuery } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import * as repo from './clients.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin's view of clients, their departments and staff (supplier-and-admin section 2,
 * "Client, department and staff management"). Only admins manage clients (core section 6).
 */
export class ClientsService {
  constructor(private readonly db: Db) {}

  private requireAdmin(actor: Actor): void {
    if (actor.system || actor.role !== 'Admin') throw forbidden();
  }

  async list(actor: Actor, kind: 'Clients' | 'Departments' | 'Staff', q: PartyListQuery): Promise<PartyList<unknown>> {
    this.requireAdmin(actor);
    if (kind === 'Clients') return repo.listClients(this.db, q);
    if (kind === 'Departments') return repo.listDepartments(this.db, q);
    return repo.listStaff(this.db, q);
  }

  async one(actor: Actor, kind: 'Clients' | 'Departments' | 'Staff', id: string): Promise<unknown> {
    this.requireAdmin(actor);
    if (!UUID.test(id)) throw notFound();
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
