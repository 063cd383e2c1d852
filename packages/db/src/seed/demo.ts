import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  admins,
  aircraft,
  aircraftCategories,
  charterAdmins,
  clientDepartments,
  clientStaff,
  clients,
  settings,
  suppliers,
  users,
} from '../schema/index.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoAfterwards } from './demo-afterwards.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoMarket, type MarketParties } from './demo-market.js';
import { seedDemoShares } from './demo-shares.js';
import { seedWaitingOperator } from './demo-newcomer.js';
import { seedDemoWebhook } from './demo-webhooks.js';

export const DEFAULT_DEMO_PASSWORD = 'demo-pass-1';

/** The fixed demo sign-ins (README lists them). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'Admin', description: 'Admin (manages workflow and messaging)' },
  { email: 'charteradmin@demo.test', role: 'CharterAdmin', description: 'Charter admin' },
  { email: 'client@demo.test', role: 'Client', description: 'Generic client (Demo Mining Co)' },
  { email: 'qgov@demo.test', role: 'Client', description: 'QGov client (Queensland Health)' },
  { email: 'department@demo.test', role: 'ClientDepartment', description: 'Department of the Generic client' },
  { email: 'staff@demo.test', role: 'ClientStaff', description: 'Staff member of that department' },
  { email: 'supplier1@demo.test', role: 'Supplier', description: 'Operator: Outback Air Charter' },
  { email: 'supplier2@demo.test', role: 'Supplier', description: 'Operator: Coral Coast Aviation' },
  { email: 'supplier3@demo.test', role: 'Supplier', description: 'Operator awaiting approval: Skyward Charters' },
] as const;

const MARKER = 'System.DemoSeededAt';

/**
 * Seeds the demo world once (guarded by a marker setting, under an advisory lock so that
 * instances starting together do it once). Never called in production.
 */
export async function seedDemoWorld(db: Db, hashPassword: (plain: string) => Promise<string>, password: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const done = await tx
      .select({ id: settings.id })
      .from(settings)
      .where(sql`${settings.name} = ${MARKER}`)
      .limit(1);
    if (done.length > 0) return false;
    const hash = await hashPassword(password);

    const [admin] = await tx
      .insert(admins)
      .values({
        firstName: 'Alex',
        lastName: 'Admin',
        email: 'admin@demo.test',
        phoneNumber: '07 3000 0001',
        managesWorkflow: true,
        managesMessages: true,
      })
      .returning();
    const [charterAdmin] = await tx
      .insert(charterAdmins)
      .values({ firstName: 'Casey', lastName: 'Charters', email: 'charteradmin@demo.test' })
      .returning();
    const [client] = await tx
      .insert(clients)
      .values({
        companyName: 'Demo Mining Co',
        companyAddress: '1 Eagle Street, Brisbane QLD 4000',
        companyPhone: '07 3000 1000',
        firstName: 'Chris',
        lastName: 'Client',
        email: 'client@demo.test',
        clientType: 'Generic',
        clientTypes: 'Generic',
        charterTypes: 'Passenger,Freight',
        emailDomain: 'demo.test',
      })
      .returning();
    const [qgov] = await tx
      .insert(clients)
      .values({
        companyName: 'Queensland Health',
        companyAddress: '33 Charlotte Street, Brisbane QLD 4000',
        companyPhone: '07 3000 2000',
        firstName: 'Quinn',
        lastName: 'Government',
        email: 'qgov@demo.test',
        clientType: 'QGov',
        clientTypes: 'Generic, QGov',
        charterTypes: 'Passenger,Freight,Aerial',
      })
      .returning();
    const [department] = await tx
      .insert(clientDepartments)
      .values({
        clientMasterId: client!.id,
        departmentName: 'Exploration',
        departmentDescription: 'Exploration and drilling crews',
        firstName: 'Dana',
        lastName: 'Department',
        email: 'department@demo.test',
        departmentPhone: '07 3000 1100',
      })
      .returning();
    const [staff] = await tx
      .insert(clientStaff)
      .values({
        clientMasterId: client!.id,
        clientDepartmentId: department!.id,
        firstName: 'Sam',
        lastName: 'Staff',
        email: 'staff@demo.test',
        phoneNumber: '0400 000 111',
      })
      .returning();
    const [supplier1] = await tx
      .insert(suppliers)
      .values({
        companyName: 'Outback Air Charter',
        companyAddress: '12 Hangar Road, Longreach QLD 4730',
        companyPhone: '07 4600 0001',
        firstName: 'Olivia',
        lastName: 'Operator',
        email: 'supplier1@demo.test',
        aocNumber: 'CASA.AOC.0101',
        clientTypes: 'Generic, QGov',
        complianceTypes: 'IFR Operations,Safety Management System',
        charterTypes: 'Passenger,Freight',
      })
      .returning();
    const [supplier2] = await tx
      .insert(suppliers)
      .values({
        companyName: 'Coral Coast Aviation',
        companyAddress: '4 Airport Drive, Cairns QLD 4870',
        companyPhone: '07 4000 0002',
        firstName: 'Ben',
        lastName: 'Pilot',
        email: 'supplier2@demo.test',
        aocNumber: 'CASA.AOC.0202',
        clientTypes: 'Generic',
        complianceTypes: 'VFR Operations,Maintenance Compliance',
        charterTypes: 'Passenger',
      })
      .returning();

    const signIns = await tx
      .insert(users)
      .values([
        { email: 'admin@demo.test', role: 'Admin', adminId: admin!.id, passwordHash: hash },
        { email: 'charteradmin@demo.test', role: 'CharterAdmin', charterAdminId: charterAdmin!.id, passwordHash: hash },
        { email: 'client@demo.test', role: 'Client', clientId: client!.id, passwordHash: hash },
        { email: 'qgov@demo.test', role: 'Client', clientId: qgov!.id, passwordHash: hash },
        {
          email: 'department@demo.test',
          role: 'ClientDepartment',
          clientId: client!.id,
          clientDepartmentId: department!.id,
          passwordHash: hash,
        },
        {
          email: 'staff@demo.test',
          role: 'ClientStaff',
          clientId: client!.id,
          clientDepartmentId: department!.id,
          clientStaffId: staff!.id,
          passwordHash: hash,
        },
        { email: 'supplier1@demo.test', role: 'Supplier', supplierId: supplier1!.id, passwordHash: hash },
        { email: 'supplier2@demo.test', role: 'Supplier', supplierId: supplier2!.id, passwordHash: hash },
      ])
      .returning({ id: users.id, email: users.email, role: users.role });
    const userOf = (email: string) => {
      const u = signIns.find((x) => x.email === email)!;
      return { userId: u.id, role: u.role };
    };
    // Each operator starts with a small fleet and an approved, current document, so it can bid at once.
    const categories = new Map((await tx.select().from(aircraftCategories)).map((c) => [c.category, c.id]));
    const fleet = await tx
      .insert(aircraft)
      .values([
        {
          supplierId: supplier1!.id,
          aircraftCategoryId: categories.get('Turboprop') ?? null,
          licenseNumber: 'VH-OAC',
          type: 'Beechcraft King Air 350',
          name: 'Outback One',
          passengerLimit: 9,
        },
        {
          supplierId: supplier1!.id,
          aircraftCategoryId: categories.get('Twin Engine Piston') ?? null,
          licenseNumber: 'VH-OAT',
          type: 'Piper PA-31 Navajo',
          name: 'Outback Two',
          passengerLimit: 7,
        },
        {
          supplierId: supplier2!.id,
          aircraftCategoryId: categories.get('Turboprop') ?? null,
          licenseNumber: 'VH-CCA',
          type: 'Cessna 208B Grand Caravan',
          name: 'Reef Runner',
          passengerLimit: 9,
        },
        {
          supplierId: supplier2!.id,
          aircraftCategoryId: categories.get('Light Jet') ?? null,
          licenseNumber: 'VH-CCJ',
          type: 'Embraer Phenom 300',
          name: 'Coral Jet',
          passengerLimit: 7,
        },
      ])
      .returning({ id: aircraft.id, supplierId: aircraft.supplierId, licence: aircraft.licenseNumber, seats: aircraft.passengerLimit });
    const now = new Date();
    const admin$ = { ...userOf('admin@demo.test'), name: `${admin!.firstName} ${admin!.lastName}` };
    await seedDemoDocuments(
      tx,
      [
        {
          supplierId: supplier1!.id,
          supplierUserId: userOf('supplier1@demo.test').userId,
          companyName: supplier1!.companyName,
          aocNumber: supplier1!.aocNumber,
          aircraftIds: fleet.filter((a) => a.supplierId === supplier1!.id).map((a) => a.id),
        },
        {
          supplierId: supplier2!.id,
          supplierUserId: userOf('supplier2@demo.test').userId,
          companyName: supplier2!.companyName,
          aocNumber: supplier2!.aocNumber,
          aircraftIds: fleet.filter((a) => a.supplierId === supplier2!.id).map((a) => a.id),
          // Its insurance runs out the day before its last booked flight (Townsville -> Mackay, day
          // 20): the compliance watch flags that charter at the first start, while every bid it
          // placed on the charters flying sooner stays Current (ADR 0043).
          insuranceDays: 19,
        },
      ],
      admin$,
      now,
    );
    // The past year first, so its job numbers come before the current charters'.
    await seedDemoHistory(
      tx,
      {
        admin: admin$,
        client: { ...userOf('client@demo.test'), clientId: client!.id, companyName: client!.companyName },
        department: { ...userOf('department@demo.test'), clientDepartmentId: department!.id, departmentName: department!.departmentName },
        staff: { ...userOf('staff@demo.test'), clientStaffId: staff!.id, staffName: `${staff!.firstName} ${staff!.lastName}` },
        qgov: { ...userOf('qgov@demo.test'), clientId: qgov!.id, companyName: qgov!.companyName },
      },
      now,
    );
    const parties: MarketParties = {
      admin: admin$,
      charterAdmin: userOf('charteradmin@demo.test'),
      client: { ...userOf('client@demo.test'), clientId: client!.id, companyName: client!.companyName },
      department: {
        ...userOf('department@demo.test'),
        clientDepartmentId: department!.id,
        departmentName: department!.departmentName,
      },
      staff: { ...userOf('staff@demo.test'), clientStaffId: staff!.id, staffName: `${staff!.firstName} ${staff!.lastName}` },
      suppliers: [supplier1!, supplier2!].map((sp, i) => ({
        ...userOf(`supplier${i + 1}@demo.test`),
        supplierId: sp.id,
        // By registration: the King Air and the Caravan first, then the Navajo and the Phenom.
        aircraft: fleet
          .filter((a) => a.supplierId === sp.id)
          .sort((a, b) => a.licence.localeCompare(b.licence))
          .map((a) => ({ id: a.id, seats: a.seats })),
      })),
    };
    await seedDemoAfterwards(tx, parties, await seedDemoMarket(tx, parties, now));
    await seedDemoShares(
      tx,
      {
        client: { ...userOf('client@demo.test'), clientId: client!.id },
        qgov: { ...userOf('qgov@demo.test'), clientId: qgov!.id },
      },
      now,
    );
    await seedWaitingOperator(tx, hash, categories.get('Turboprop') ?? null, now);
    await seedDemoWebhook(tx, userOf('supplier1@demo.test').userId, now);
    await tx.insert(settings).values({ name: MARKER, value: new Date().toISOString() });
    return true;
  });
}
