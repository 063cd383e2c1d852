import { clientDepartments, clientStaff, clients, type Tx } from '@charter/db';

/** New parties start Invited (supplier-and-admin section 4) until the invitation is accepted. */
export async function insertClient(tx: Tx, values: Omit<typeof clients.$inferInsert, 'status'>): Promise<string> {
  const [row] = await tx
    .insert(clients)
    .values({ ...values, status: 'Invited' })
    .returning({ id: clients.id });
  return row!.id;
}

export async function insertDepartment(tx: Tx, values: Omit<typeof clientDepartments.$inferInsert, 'status'>): Promise<string> {
  const [row] = await tx
    .insert(clientDepartments)
    .values({ ...values, status: 'Invited' })
    .returning({ id: clientDepartments.id });
  return row!.id;
}

export async function insertStaff(tx: Tx, values: Omit<typeof clientStaff.$inferInsert, 'status'>): Promise<string> {
  const [row] = await tx
    .insert(clientStaff)
    .values({ ...values, status: 'Invited' })
    .returning({ id: clientStaff.id });
  return row!.id;
}
