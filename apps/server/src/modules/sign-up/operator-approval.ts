import type { Db } from '@charter/db';
import { SIGN_UP_MESSAGES, type OperatorApprovalStatus } from '@charter/shared';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { announceApproval, signedUpNeverApproved, type Approver } from '../../onboarding/operator-approval.js';
import * as repo from './sign-up.repository.js';

/** The Approve button of an Inactive operator (admin), and what the operator sees of its approval. */
export class OperatorApprovalService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  approve(by: Approver, supplierId: string): Promise<{ id: string; status: string; companyName: string }> {
    return this.db.transaction(async (tx) => {
      const supplier = await repo.lockSupplier(tx, supplierId);
      if (!supplier) throw notFound();
      if (supplier.status === 'Active') throw new HttpError(409, [SIGN_UP_MESSAGES.alreadyActive]);
      if (supplier.status !== 'Inactive') throw new HttpError(409, [SIGN_UP_MESSAGES.onlyInactive]);
      await repo.setSupplierActive(tx, supplierId);
      // An operator that did not sign up online (switched off earlier) is simply Active again.
      if (!(await announceApproval(tx, supplierId, by, this.publicUrl()))) {
        await addTimelineItem(tx, {
          entityType: 'Supplier',
          entityId: supplierId,
          oldStatus: 'Inactive',
          newStatus: 'Active',
          actionName: 'Status Change',
          reason: 'Approved',
          actor: by,
        });
      }
      return { id: supplierId, status: 'Active', companyName: supplier.companyName };
    });
  }

  async status(supplierId: string): Promise<OperatorApprovalStatus> {
    const status = await repo.supplierStatus(this.db, supplierId);
    if (!status) throw notFound();
    const ready = await repo.operatorReadiness(this.db, supplierId);
    const steps = {
      hasAircraft: ready.hasAircraft,
      document: ready.approvedDocument
        ? ('approved' as const)
        : ready.uploadedDocument
          ? ('awaitingReview' as const)
          : ('missing' as const),
    };
    if (status === 'Active') return { status, awaitingApproval: false, message: null, ...steps };
    const awaiting = await signedUpNeverApproved(this.db, supplierId);
    return {
      status,
      awaitingApproval: awaiting,
      message: awaiting ? SIGN_UP_MESSAGES.awaitingApproval : SIGN_UP_MESSAGES.inactive,
      ...steps,
    };
  }
}
