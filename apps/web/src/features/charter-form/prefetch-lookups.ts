import type { QueryClient } from '@tanstack/react-query';
import { can, type SessionUser } from '@charter/shared';
import { clientOptionsQuery, settingsQuery, statesQuery } from './api/charter-form-api';
import { DEFAULT_CHARTER_TYPE, FORM_SETTINGS, SUB_TYPE_SOURCE } from './model/labels';

/**
 * Opening the new-request form (/newCharterRequest): the lists its fields choose from are asked for
 * as the app starts, beside the form's code, under the keys its fields read (ADR 0053). Asked for
 * only once the fields had rendered, each answer arrived after the first render and rendered its
 * part of the form again, one blocking task per list.
 */
export function prefetchFormLookups(queryClient: QueryClient, session: SessionUser): void {
  for (const source of [...FORM_SETTINGS, SUB_TYPE_SOURCE[DEFAULT_CHARTER_TYPE]]) void queryClient.prefetchQuery(settingsQuery(source));
  void queryClient.prefetchQuery(statesQuery());
  if (can(session, 'chooseClientForCharter')) void queryClient.prefetchQuery(clientOptionsQuery());
}
