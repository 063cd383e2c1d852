import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import { ADMIN_TOOLS_MESSAGES as M, type MoveResult, type MoveStaffToSupplier, countOf } from '@charter/shared';
import { actorCan, type Actor } from '../../access/actor.js';
import { partyTable } from '../../access/party-tables.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';
import * as repo from './moves.repository.js';

type PartyType = MoveResult['partyType'];

/** The moves of supplier-and-admin section 7 (Admin); what follows each is ADR 0013. */
export class MovesService {
  constructor(private readonly db: Db) {}

  /** changeMasterDepartment: a staff member moves to another department (of the same or another client). */
  changeMasterDepartment(actor: Actor, staffId: string, departmentId: string): Promise<MoveResult> {
    return this.run(actor, async (tx, note) => {
      const staff = await repo.lockStaff(tx, staffId);
      if (!staff) throw notFound();
      const target = await repo.lockDepartment(tx, departmentId);
      if (!target) throw notFound();
      if (staff.departmentId === target.id) throw badRequest([M.moveAlreadyThere], { departmentId: [M.moveAlreadyThere] });
      requireActive(target.status, target.clientStatus, 'departmentId');
      const to = sql`client_id = ${target.clientId}, client_department_id = ${target.id}`;
      await repo.moveStaffRows(tx, sql`client_master_id = ${target.clientId}, client_department_id = ${target.id}`, sql`id = ${staffId}`);
      const charters = await repo.moveCharters(tx, to, sql`client_staff_id = ${staffId}`);
      const users = await repo.moveUsers(tx, to, sql`client_staff_id = ${staffId}`);
      await repo.moveMessages(tx, to, sql`client_staff_id = ${staffId}`);
      const from = `${staff.departmentName} (${staff.companyName})`;
      const into = `${target.departmentName} (${target.companyName})`;
      const who = `${staff.firstName} ${staff.lastName}`;
      await note('ClientStaff', staffId, staff.status, staff.status, `Moved from ${from} to ${into}`);
      await note('ClientDepartment', staff.departmentId, null, null, `Staff member ${who} moved to ${into}`);
      await note('ClientDepartment', target.id, target.status, target.status, `Staff member ${who} moved here from ${from}`);
      return {
        result: { partyType: 'ClientStaff', partyId: staffId, charters: charters.length, departments: 0, staff: 1, users: 0 },
        charters,
        users,
      };
    });
  }

  /** changeMasterClient: a department, with its staff and charters, moves under another client. */
  changeMasterClient(actor: Actor, departmentId: string, clientId: string): Promise<MoveResult> {
    return this.run(actor, async (tx, note) => {
      const department = await repo.lockDepartment(tx, departmentId);
      if (!department) throw notFound();
      const target = await repo.lockClient(tx, clientId);
      if (!target) throw notFound();
      if (department.clientId === target.id) throw badRequest([M.moveAlreadyThere], { clientId: [M.moveAlreadyThere] });
      requireActive(target.status, target.status, 'clientId');
      await repo.moveDepartments(tx, sql`client_master_id = ${target.id}`, sql`id = ${departmentId}`);
      const staff = await repo.moveStaffRows(tx, sql`client_master_id = ${target.id}`, sql`client_department_id = ${departmentId}`);
      const charters = await repo.moveCharters(tx, sql`client_id = ${target.id}`, sql`client_department_id = ${departmentId}`);
      const users = await repo.moveUsers(tx, sql`client_id = ${target.id}`, sql`client_department_id = ${departmentId}`);
      await repo.moveMessages(tx, sql`client_id = ${target.id}`, sql`client_department_id = ${departmentId}`);
      const name = department.departmentName;
      await note(
        'ClientDepartment',
        departmentId,
        department.status,
        department.status,
        `Moved from ${department.companyName} to ${target.companyName}`,
      );
      await note('Client', department.clientId, null, null, `Department ${name} moved to ${target.companyName}`);
      await note('Client', target.id, target.status, target.status, `Department ${name} moved here from ${department.companyName}`);
      return {
        result: {
          partyType: 'ClientDepartment',
          partyId: departmentId,
          charters: charters.length,
          departments: 1,
          staff: staff.length,
          users: 0,
        },
        charters,
        users,
      };
    });
  }

  /**
   * moveClientToDepartment: the client becomes a new department of the target client (its own
   * contact and settings), its departments become the target's departments (with their staff),
   * and every charter, sign-in and message of it follows: nothing is left pointing at the old
   * client, which stays, Inactive, for its history.
   */
  moveClientToDepartment(actor: Actor, clientId: string, targetClientId: string): Promise<MoveResult> {
    return this.run(actor, async (tx, note) => {
      if (clientId === targetClientId) throw badRequest([M.moveSelf], { targetClientId: [M.moveSelf] });
      const client = await repo.lockClient(tx, clientId);
      if (!client) throw notFound();
      const target = await repo.lockClient(tx, targetClientId);
      if (!target) throw notFound();
      requireActive(target.status, target.status, 'targetClientId');
      await requireNotInvited(tx, client.status, 'Client', 'client_id', clientId);
      const newId = await repo.insertDepartmentFromClient(tx, clientId, target.id);
      const departments = await repo.moveDepartments(
        tx,
        sql`client_master_id = ${target.id}`,
        sql`client_master_id = ${clientId} and id <> ${newId}`,
      );
      const staff = await repo.moveStaffRows(tx, sql`client_master_id = ${target.id}`, sql`client_master_id = ${clientId}`);
      // The client's own charters (no department) become the new department's, then all follow to the target.
      await repo.moveCharters(tx, sql`client_department_id = ${newId}`, sql`client_id = ${clientId} and client_department_id is null`);
      const charters = await repo.moveCharters(tx, sql`client_id = ${target.id}`, sql`client_id = ${clientId}`);
      const own = await repo.moveUsers(
        tx,
        sql`role = 'ClientDepartment', client_department_id = ${newId}`,
        sql`role = 'Client' and client_id = ${clientId}`,
      );
      const users = await repo.moveUsers(tx, sql`client_id = ${target.id}`, sql`client_id = ${clientId}`);
      await repo.moveMessages(tx, sql`client_department_id = ${newId}`, sql`client_id = ${clientId} and client_department_id is null`);
      await repo.moveMessages(tx, sql`client_id = ${target.id}`, sql`client_id = ${clientId}`);
      await repo.moveMargin(tx, { type: 'Client', id: clientId }, { type: 'ClientDepartment', id: newId });
      await repo.setStatus(tx, 'clients', clientId, 'Inactive');
      const name = client.companyName;
      await note('Client', clientId, client.status, 'Inactive', `Became a department of ${target.companyName}`);
      await note(
        'ClientDepartment',
        newId,
        client.status,
        client.status,
        `Made from the client ${name}, moved under ${target.companyName}`,
      );
      await note(
        'Client',
        target.id,
        target.status,
        target.status,
        `The client ${name} joined as a department, with ${countOf(departments.length, 'department')}`,
      );
      await publishChange(tx, 'Client', [clientId, target.id]);
      return {
        result: {
          partyType: 'ClientDepartment',
          partyId: newId,
          charters: charters.length,
          departments: departments.length + 1,
          staff: staff.length,
          users: own.length,
        },
        charters,
        users: [...new Set([...own, ...users])],
      };
    });
  }

  /**
   * moveDepartmentToStaff: the department becomes a new staff member of the target department;
   * its staff and charters move to the target department (its own charters are the new staff
   * member's). The old department stays, Inactive, for its history.
   */
  moveDepartmentToStaff(actor: Actor, departmentId: string, targetDepartmentId: string): Promise<MoveResult> {
    return this.run(actor, async (tx, note) => {
      if (departmentId === targetDepartmentId) throw badRequest([M.moveSelf], { targetDepartmentId: [M.moveSelf] });
      const department = await repo.lockDepartment(tx, departmentId);
      if (!department) throw notFound();
      const target = await repo.lockDepartment(tx, targetDepartmentId);
      if (!target) throw notFound();
      requireActive(target.status, target.clientStatus, 'targetDepartmentId');
      await requireNotInvited(tx, department.status, 'ClientDepartment', 'client_department_id', departmentId);
      const newId = await repo.insertStaffFromDepartment(tx, departmentId, { clientId: target.clientId, id: target.id });
      const to = sql`client_id = ${target.clientId}, client_department_id = ${target.id}`;
      const staff = await repo.moveStaffRows(
        tx,
        sql`client_master_id = ${target.clientId}, client_department_id = ${target.id}`,
        sql`client_department_id = ${departmentId}`,
      );
      await repo.moveCharters(tx, sql`client_staff_id = ${newId}`, sql`client_department_id = ${departmentId} and client_staff_id is null`);
      const charters = await repo.moveCharters(tx, to, sql`client_department_id = ${departmentId}`);
      const own = await repo.moveUsers(
        tx,
        sql`role = 'ClientStaff', client_staff_id = ${newId}`,
        sql`role = 'ClientDepartment' and client_department_id = ${departmentId}`,
      );
      const users = await repo.moveUsers(tx, to, sql`client_department_id = ${departmentId}`);
      await repo.moveMessages(tx, sql`client_staff_id = ${newId}`, sql`client_department_id = ${departmentId} and client_staff_id is null`);
      await repo.moveMessages(tx, to, sql`client_department_id = ${departmentId}`);
      await repo.moveMargin(tx, { type: 'ClientDepartment', id: departmentId }, { type: 'ClientStaff', id: newId });
      await repo.setStatus(tx, 'client_departments', departmentId, 'Inactive');
      const into = `${target.departmentName} (${target.companyName})`;
      const name = `${department.departmentName} (${department.companyName})`;
      await note('ClientDepartment', departmentId, department.status, 'Inactive', `Became a staff member of ${into}`);
      await note('ClientStaff', newId, department.status, department.status, `Made from the department ${name}, moved to ${into}`);
      await note(
        'ClientDepartment',
        target.id,
        target.status,
        target.status,
        `The department ${name} joined as a staff member, with ${staff.length} staff`,
      );
      await publishChange(tx, 'ClientDepartment', [departmentId, target.id]);
      return {
        result: {
          partyType: 'ClientStaff',
          partyId: newId,
          charters: charters.length,
          departments: 1,
          staff: staff.length + 1,
          users: own.length,
        },
        charters,
        users: [...new Set([...own, ...users])],
      };
    });
  }

  /**
   * moveStaffToSupplier: the person becomes an operator: a new Active supplier with their name and
   * contact, their sign-in's role becomes Supplier, the staff record turns Inactive. Their charters
   * stay with their client (the client ordered them).
   */
  moveStaffToSupplier(actor: Actor, input: MoveStaffToSupplier): Promise<MoveResult> {
    return this.run(actor, async (tx, note) => {
      const staff = await repo.lockStaff(tx, input.staffId);
      if (!staff) throw notFound();
      await requireNotInvited(tx, staff.status, 'ClientStaff', 'client_staff_id', staff.id);
      const who = `${staff.firstName} ${staff.lastName}`;
      const supplierId = await repo.insertSupplierFromStaff(tx, staff, input.companyName || who, input.aocNumber ?? '');
      const users = await repo.moveUsers(
        tx,
        sql`role = 'Supplier', supplier_id = ${supplierId}, client_id = null, client_department_id = null, client_staff_id = null`,
        sql`role = 'ClientStaff' and client_staff_id = ${staff.id}`,
      );
      await repo.setStatus(tx, 'client_staff', staff.id, 'Inactive');
      const from = `${staff.departmentName} (${staff.companyName})`;
      await note('ClientStaff', staff.id, staff.status, 'Inactive', `Became the operator ${input.companyName || who}`);
      await note('Supplier', supplierId, 'Active', 'Active', `Made from the staff member ${who} of ${from}`);
      await note('ClientDepartment', staff.departmentId, null, null, `Staff member ${who} became an operator`);
      await publishChange(tx, 'Supplier', [supplierId]);
      return {
        result: { partyType: 'Supplier', partyId: supplierId, charters: 0, departments: 0, staff: 1, users: users.length },
        charters: [],
        users,
      };
    });
  }

  /**
   * One transaction: the move, a "Moved" item on each party it touches, the moved charters' search
   * text, the moved sign-ins' sessions ended (their next token carries the new ids), change events.
   */
  private async run(
    actor: Actor,
    move: (
      tx: Tx,
      note: (type: PartyType | 'Client', id: string, oldStatus: string | null, newStatus: string | null, reason: string) => Promise<void>,
    ) => Promise<{ result: MoveResult; charters: string[]; users: string[] }>,
  ): Promise<MoveResult> {
    if (!actorCan(actor, 'moveParties')) throw forbidden();
    return this.db.transaction(async (tx) => {
      const note = async (type: PartyType, id: string, oldStatus: string | null, newStatus: string | null, reason: string) => {
        const status = newStatus ?? (await currentStatus(tx, type, id));
        await addTimelineItem(tx, {
          entityType: type,
          entityId: id,
          oldStatus: oldStatus ?? status,
          newStatus: status,
          actionName: 'Moved',
          reason,
          actor: { userId: actor.userId, role: actor.role },
        });
        await publishChange(tx, type, [id]);
      };
      const { result, charters, users } = await move(tx, note);
      await repo.refreshSearchText(tx, charters);
      await repo.movePurchaseBuyers(tx, users);
      await repo.endSessions(tx, users, 'Moved by an admin');
      for (const id of charters) await publishChange(tx, 'CharterRequest', [id]);
      return { ...result, users: users.length };
    });
  }
}

async function currentStatus(tx: Tx, type: PartyType, id: string): Promise<string> {
  const r = await tx.execute<{ status: string }>(sql`select status from ${partyTable(type)} where id = ${id}`);
  return r.rows[0]?.status ?? 'Active';
}

/** A move's target must be Active, and so must the client above it. */
function requireActive(status: string, parentStatus: string, field: string): void {
  if (status !== 'Active' || parentStatus !== 'Active') throw badRequest([M.targetNotActive], { [field]: [M.targetNotActive] });
}

/** A move that changes a sign-in's role waits until the invitation was accepted (ADR 0011 links are per role). */
async function requireNotInvited(
  tx: Tx,
  status: string,
  role: string,
  column: 'client_id' | 'client_department_id' | 'client_staff_id',
  id: string,
): Promise<void> {
  const user = await repo.lockSignIn(tx, role, column, id);
  if (status === 'Invited' || user?.status === 'Invited') throw badRequest([M.movedInvited]);
}
