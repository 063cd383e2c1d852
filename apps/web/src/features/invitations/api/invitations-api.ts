import { INVITATION_PAGES, type AccountRole, type ApiResult, type LinkLookup } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export const invitationKey = (role: AccountRole, id: string) => ['invitation', role, id] as const;

/** GET /api/accounts/{page}/{id}: who is invited, for the "Welcome!" form (404/410 throw ApiError). */
export function fetchInvitation(role: AccountRole, id: string): Promise<LinkLookup> {
  return getJson<LinkLookup>(`/api/accounts${INVITATION_PAGES[role]}/${encodeURIComponent(id)}`);
}

/** POST /api/accounts/accept{Role}: sets the password; answers the e-mail to sign in with. */
export function acceptInvitation(
  role: AccountRole,
  body: { id: string; token: string; password: string; checkPassword: string },
): Promise<ApiResult<{ email: string }>> {
  return postSave<{ email: string }>(`/api/accounts/accept${role}`, body);
}
