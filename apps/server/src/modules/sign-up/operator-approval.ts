import type { Db } from '@charter/db';
import { HOME_ROUTE, SIGN_UP_MESSAGES, type OperatorApprovalStatus } from '@charter/shared';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { operatorApprovedEmail } from './sign-up-emails.js';
import * as repo from './sign-up.repository.js';

export interface Approver {
  userId: string | null;
  role: string;
}

/**
 * Called in the transaction that makes an operator Active, before the status change is put on its
 * timeline: an operator that signed up online and was never Active is thereby approved, so it
 * hears so by e-mail and its timeline says "Operator Approved". Whichever control the admin used
 * (the Approve button, the profile's status, setSupplierStatus), the operator is told once.
 */
export async function announceApproval(tx: repo.Tx, supplierId: string, by: Approver, publicUrl: string): Promise<boolean> {
  if (!(await repo.signedUpNeverApproved(tx, supplierId))) return false;
  const supplier = (await repo.lockSupplier(tx, supplierId))!;
  await addTimelineItem(tx, {
    entityType: 'Supplier',
    entityId: supplierId,
    oldStatus: 'Inactive',
    newStatus: 'Active',
    actionName: 'Operator Approved',
    reason: 'Approved after signing up online; the operator was e-mailed',
    actor: by,
  });
  for (const signIn of await repo.supplierSignIns(tx, supplierId)) {
    await enqueueEmail(tx, {
      message: operatorApprovedEmail(signIn.email, supplier.companyName, `${publicUrl}${HOME_ROUTE}`),
      log: {
        name: 'Operator Approved',
        userId: signIn.userId,
        supplierId,
        entityType: 'Supplier',
        entityId: supplierId,
        fromState: 'Inactive',
        newState: 'Active',
        targetAudience: 'Supplier',
      },
    });
  }
  return true;
}

/** The Approve button of an operator awaiting approval (admin), and what the operator sees of it. */
export class OperatorApprovalService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  approve(by: Approver, supplierId: string): Promise<{ id: string; status: string; companyName: string }> {
    return this.db.transaction(async (tx) => {
      const supplier = await repo.lockSupplier(tx, supplierId);
      if (!supplier) throw notFound();
      if (supplier.status !== 'Inactive' || !(await repo.signedUpNeverApproved(tx, supplierId))) {
        throw new HttpError(409, [SIGN_UP_MESSAGES.notAwaitingApproval]);
      }
      await repo.setSupplierActive(tx, supplierId);
      await announceApproval(tx, supplierId, by, this.publicUrl());
      return { id: supplierId, status: 'Active', companyName: supplier.companyName };
    });
  }

  async status(supplierId: string): Promise<OperatorApprovalStatus> {
    const status = await repo.supplierStatus(this.db, supplierId);
    if (!status) throw notFound();
    if (status === 'Active') return { status, awaitingApproval: false, message: null };
    const awaiting = await repo.signedUpNeverApproved(this.db, supplierId);
    return { status, awaitingApproval: awaiting, message: awaiting ? SIGN_UP_MESSAGES.awaitingApproval : SIGN_UP_MESSAGES.inactive };
  }
}
