import {
  addAdminSchema,
  addCharterAdminSchema,
  updateAdminSchema,
  updateCharterAdminSchema,
  type AdminDetail,
  type AdminKind,
} from '@charter/shared';
import { firstIssuePerField } from '../../../lib/form-errors';

export interface AdminFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  managesWorkflow: boolean;
  managesMessages: boolean;
  status: string;
}

export const EMPTY_ADMIN_FORM: AdminFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  managesWorkflow: false,
  managesMessages: false,
  status: 'Invited',
};

/** Only admins carry the workflow and messaging flags (charter admins have no such screens). */
export const hasFlags = (kind: AdminKind) => kind === 'Admin';

export function toAdminForm(detail: AdminDetail): AdminFormValues {
  return {
    firstName: detail.firstName,
    lastName: detail.lastName,
    email: detail.email,
    phoneNumber: detail.phoneNumber,
    companyName: detail.companyName,
    managesWorkflow: detail.managesWorkflow,
    managesMessages: detail.managesMessages,
    status: detail.status,
  };
}

const trimmed = (v: AdminFormValues) => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  phoneNumber: v.phoneNumber.trim(),
  companyName: v.companyName.trim(),
});

/** An invitation's body: who, and for admins the flags. */
export function toAddBody(kind: AdminKind, v: AdminFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...trimmed(v), email: v.email.trim() };
  if (hasFlags(kind)) Object.assign(body, { managesWorkflow: v.managesWorkflow, managesMessages: v.managesMessages });
  return body;
}

/**
 * An edit's body: the e-mail only while the person is Invited (core section 5: read-only unless
 * it is an invite), the status only once they are not (accepting the invitation makes them Active).
 */
export function toUpdateBody(kind: AdminKind, id: string, v: AdminFormValues, currentStatus: string): Record<string, unknown> {
  const body: Record<string, unknown> = { id, ...trimmed(v) };
  if (hasFlags(kind)) Object.assign(body, { managesWorkflow: v.managesWorkflow, managesMessages: v.managesMessages });
  if (currentStatus === 'Invited') body.email = v.email.trim();
  else body.status = v.status;
  return body;
}

/** Checks a body with the server's schema; the first message per field, or none. */
export function validateAdminBody(kind: AdminKind, mode: 'add' | 'update', body: Record<string, unknown>): Record<string, string> {
  const schema =
    mode === 'add'
      ? kind === 'Admin'
        ? addAdminSchema
        : addCharterAdminSchema
      : kind === 'Admin'
        ? updateAdminSchema
        : updateCharterAdminSchema;
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : firstIssuePerField(parsed.error.issues);
}
