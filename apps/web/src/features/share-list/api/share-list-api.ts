import type { SharePage, ShareList, ShareTab } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { PAGE_SIZE, shareSearchParams, type ShareListParams } from '../model/share-list-params';

/** The entity the server's change events name for shares and their purchases. */
export const SHARE_ENTITY = 'Share';

export const shareListKey = (list: ShareList, tab: ShareTab, params: ShareListParams) => entityKeys.list(SHARE_ENTITY, list, tab, params);

export function fetchSharePage(list: ShareList, tab: ShareTab, params: ShareListParams, cursor: string | null): Promise<SharePage> {
  const query = shareSearchParams(params, { cursor, limit: PAGE_SIZE });
  return getJson<SharePage>(`/api/charterRequest/shareList/${list}/${encodeURIComponent(tab)}?${query.toString()}`);
}

export function shareExportPath(tab: ShareTab, params: ShareListParams): string {
  const query = shareSearchParams(params).toString();
  return `/api/charterRequest/shareExport/${encodeURIComponent(tab)}.xlsx${query ? `?${query}` : ''}`;
}
