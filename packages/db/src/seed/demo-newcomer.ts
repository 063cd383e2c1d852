import { aircraft, suppliers, supplierDocuments, timelineItems, users } from '../schema/index.js';
import { demoPdf } from './demo-documents.js';
import type { Tx } from '../client.js';

/**
 * An operator that signed up online yesterday, confirmed its e-mail and uploaded its Air Operator
 * Certificate and an aircraft, and now waits: the admin has an operator and a document to approve
 * right after the first start, and supplier3@demo.test sees the awaiting-approval banner (what it
 * still needs) until then. The rows and timeline items are the ones the sign-up, documents and
 * aircraft calls write (ADR 0012).
 */
export async function seedWaitingOperator(tx: Tx, passwordHash: string, turbopropCategoryId: string | null, now: Date): Promise<void> {
  const hour = 3_600_000;
  const signedUp = new Date(now.getTime() - 26 * hour);
  const confirmed = new Date(now.getTime() - 25 * hour);
  const uploaded = new Date(now.getTime() - 24 * hour);
  const [operator] = await tx
    .insert(suppliers)
    .values({
      companyName: 'Skyward Charters',
      companyAddress: '7 Tarmac Way, Toowoomba QLD 4350',
      companyPhone: '07 4600 0303',
      firstName: 'Sky',
      lastName: 'Newcomer',
      email: 'supplier3@demo.test',
      aocNumber: 'CASA.AOC.0303',
      status: 'Inactive',
      clientTypes: 'Generic',
      charterTypes: 'Passenger',
      createdAt: signedUp,
      updatedAt: confirmed,
    })
    .returning();
  const [user] = await tx
    .insert(users)
    .values({ email: 'supplier3@demo.test', role: 'Supplier', supplierId: operator!.id, passwordHash, createdAt: signedUp })
    .returning({ id: users.id });
  await tx.insert(aircraft).values({
    supplierId: operator!.id,
    aircraftCategoryId: turbopropCategoryId,
    licenseNumber: 'VH-SKY',
    type: 'Pilatus PC-12',
    name: 'Skyward One',
    passengerLimit: 9,
  });
  const category = 'Air Operator Certificate';
  const fileName = 'Skyward Charters AOC.pdf';
  const data = demoPdf(`${category}: Skyward Charters`, [
    'AOC number CASA.AOC.0303',
    'Demonstration document of the Charter Marketplace demo world, awaiting review.',
  ]);
  await tx.insert(supplierDocuments).values({
    supplierId: operator!.id,
    fileCategory: category,
    fileName,
    contentType: 'application/pdf',
    size: data.length,
    data,
    status: 'Current',
    approved: false,
    createdAt: uploaded,
    updatedAt: uploaded,
  });
  const item = (timeStamp: Date, actionName: string, reason: string) => ({
    entityType: 'Supplier',
    entityId: operator!.id,
    timeStamp,
    oldStatus: 'Inactive',
    newStatus: 'Inactive',
    actionName,
    reason,
    userId: user!.id,
    role: 'Supplier',
  });
  await tx
    .insert(timelineItems)
    .values([
      { ...item(signedUp, 'Signed Up', 'Signed up online as supplier3@demo.test'), userId: null, role: 'Public' },
      item(confirmed, 'E-mail Confirmed', 'supplier3@demo.test confirmed its address'),
      item(uploaded, 'Document Uploaded', `${category}: ${fileName}`),
    ]);
}
