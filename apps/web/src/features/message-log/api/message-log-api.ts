import { MESSAGE_LOG_PAGE_SIZE, type MessageLogDto, type MessageLogPageDto } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { messageLogPath, type LogFilter, type MessageLogSource } from '../model/message-log-model';

export const MESSAGE_LOG_ENTITY = 'MessageLog';

export const sourceKey = (source: MessageLogSource) => (source.kind === 'own' ? 'own' : `${source.partyType}:${source.partyId}`);

export const messageLogKey = (source: MessageLogSource, filter: LogFilter) =>
  entityKeys.list(MESSAGE_LOG_ENTITY, sourceKey(source), filter);
export const messageKey = (id: string) => entityKeys.item(MESSAGE_LOG_ENTITY, id);

export function fetchMessagePage(source: MessageLogSource, filter: LogFilter, cursor: string | null): Promise<MessageLogPageDto> {
  return getJson<MessageLogPageDto>(messageLogPath(source, { ...filter, cursor, limit: MESSAGE_LOG_PAGE_SIZE }));
}

export function fetchMessage(id: string): Promise<MessageLogDto> {
  return getJson<MessageLogDto>(`/api/messageLog/${encodeURIComponent(id)}`);
}
