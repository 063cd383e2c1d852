import type { ApiResult, WebhookDeliveryDto, WebhookEndpointDto } from '@charter/shared';
import { deleteSave, getJson, postSave } from '../../../lib/api/http';

export const webhooksKey = (all: boolean) => ['webhooks', all ? 'all' : 'mine'] as const;
export const deliveriesKey = (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const;

const at = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export const fetchWebhooks = (all: boolean) => getJson<WebhookEndpointDto[]>(all ? '/api/webhooks/all' : '/api/webhooks');
export const createWebhook = (input: { name: string; url: string; events: string[] }): Promise<ApiResult<WebhookEndpointDto>> =>
  postSave('/api/webhooks', input);
export const setWebhookPaused = (id: string, paused: boolean): Promise<ApiResult<WebhookEndpointDto>> => postSave(at(id), { paused });
export const rollWebhookSecret = (id: string): Promise<ApiResult<WebhookEndpointDto>> => postSave(`${at(id)}/rollSecret`, {});
export const deleteWebhook = (id: string): Promise<ApiResult> => deleteSave(at(id));
export const fetchDeliveries = (id: string) => getJson<WebhookDeliveryDto[]>(`${at(id)}/deliveries`);
export const sendDeliveryAgain = (id: string, deliveryId: string): Promise<ApiResult> =>
  postSave(`${at(id)}/deliveries/${encodeURIComponent(deliveryId)}/sendAgain`, {});
