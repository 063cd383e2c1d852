import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { isUuid } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { seesClient, seesOperator, viewerOf } from '../../access/viewer.js';
import { notFound } from '../../lib/http-errors.js';
import { findVisibleCharter } from './charter-read.repository.js';

export interface ContactDto {
  /** The party written to: the staff member, department or client (getClientEmail), the operator (getSupplierEmail). */
  name: string;
  email: string;
}

/**
 * charterRequest getClientEmail/{id} and getSupplierEmail/{id} (core and supplier-and-admin section
 * 7): whom to write to about a charter, under the rules its detail screen follows (ADR 0009). The
 * client's address goes to whoever may know the client (never an operator): the nearest party that
 * booked it, staff member, then department, then client. The operator's goes to whoever may know
 * which operator flies it (admins, charter admins, that operator, the client side with
 * canViewSupplierInfo), once it has one. A charter the caller cannot see, or a contact it may not
 * know, is a 404, as the detail hides it.
 */
export class CharterContacts {
  constructor(private readonly db: Db) {}

  async client(actor: Actor, charterId: string): Promise<ContactDto> {
    const row = await this.visible(actor, charterId);
    if (!seesClient(await viewerOf(this.db, actor))) throw notFound();
    const r = await this.db.execute<ContactDto & Record<string, unknown>>(sql`
      select case
          when s.id is not null then s.first_name || ' ' || s.last_name
          when d.id is not null then d.department_name
          else c.company_name end as name,
        coalesce(s.email, d.email, c.email) as email
      from clients c
      left join client_departments d on d.id = ${row.clientDepartmentId}
      left join client_staff s on s.id = ${row.clientStaffId}
      where c.id = ${row.clientId}`);
    if (!r.rows[0]) throw notFound();
    return r.rows[0];
  }

  async supplier(actor: Actor, charterId: string): Promise<ContactDto> {
    const row = await this.visible(actor, charterId);
    if (!row.bidderId || !seesOperator(await viewerOf(this.db, actor), row.bidderId)) throw notFound();
    const r = await this.db.execute<ContactDto & Record<string, unknown>>(sql`
      select company_name as name, email from suppliers where id = ${row.bidderId}`);
    if (!r.rows[0]) throw notFound();
    return r.rows[0];
  }

  private async visible(actor: Actor, charterId: string) {
    if (!isUuid(charterId)) throw notFound();
    const row = await findVisibleCharter(this.db, charterId, actor);
    if (!row) throw notFound();
    return row;
  }
}
