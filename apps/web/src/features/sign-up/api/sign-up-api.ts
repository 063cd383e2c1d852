import type {
  AcceptLink,
  ApiResult,
  EnrolClientStaff,
  EnrolSupplier,
  LinkLookup,
  OperatorApprovalStatus,
  SignUpKind,
} from '@charter/shared';
import { getJson, postJson, postSave } from '../../../lib/api/http';

/** POST checkEmailExists: true when the address already has an account. */
export function checkEmailExists(email: string): Promise<boolean> {
  return postJson<boolean>('/api/accounts/checkEmailExists', { email });
}

export function enrol(kind: SignUpKind, body: EnrolSupplier | EnrolClientStaff): Promise<ApiResult> {
  return postSave(kind === 'Supplier' ? '/api/accounts/enrolSupplier' : '/api/accounts/enrolClientStaff', body);
}

const CONFIRM_CALLS: Record<SignUpKind, string> = { Supplier: 'confirmSupplier', Client: 'confirmClientStaff' };

export const confirmationKey = (kind: SignUpKind, id: string) => ['sign-up', 'confirmation', kind, id] as const;

/** The confirmation page's link, before the password is chosen (404 / 410 when it cannot be used). */
export function lookupConfirmation(kind: SignUpKind, id: string): Promise<LinkLookup> {
  return getJson<LinkLookup>(`/api/accounts/${CONFIRM_CALLS[kind]}/${encodeURIComponent(id)}`);
}

export function confirmAccount(kind: SignUpKind, body: AcceptLink): Promise<ApiResult<{ email: string }>> {
  return postSave(`/api/accounts/${CONFIRM_CALLS[kind]}`, body);
}

export const approvalStatusKey = ['sign-up', 'approval-status'] as const;

export function fetchApprovalStatus(): Promise<OperatorApprovalStatus> {
  return getJson<OperatorApprovalStatus>('/api/suppliers/approvalStatus');
}
