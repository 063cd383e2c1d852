import { randomBytes } from 'node:crypto';
import type { Db } from '@charter/db';
import {
  WEBHOOK_ENDPOINTS_PER_USER,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  createWebhookEndpointSchema,
  isUuid,
  updateWebhookEndpointSchema,
  webhookEventsOfRole,
  type SessionUser,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@charter/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import * as repo from './webhooks.repository.js';
import { webhookUrlRefusal } from './webhook-url.js';

/** Deliveries an endpoint's log shows. */
const LOG_LENGTH = 100;

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * A person's webhook endpoints (operators and clients) and their delivery logs; admins see and
 * pause anyone's. The signing secret is shown when it is made and when it is rolled, never after.
 */
export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly production: boolean,
  ) {}

  mine(user: SessionUser): Promise<WebhookEndpointDto[]> {
    if (!webhookEventsOfRole(user.role)) throw forbidden(WEBHOOK_MESSAGES.notForRole);
    return repo.endpointsOfUser(this.db, user.userId);
  }

  all(user: SessionUser): Promise<WebhookEndpointDto[]> {
    if (user.role !== 'Admin') throw forbidden();
    return repo.allEndpoints(this.db);
  }

  async create(user: SessionUser, body: unknown): Promise<WebhookEndpointDto> {
    const events = this.eventsOf(user);
    const input = parseOr400(createWebhookEndpointSchema, body);
    const chosen = this.checkEvents(events, input.events);
    await this.checkUrl(input.url);
    if ((await repo.countEndpoints(this.db, user.userId)) >= WEBHOOK_ENDPOINTS_PER_USER) throw badRequest([WEBHOOK_MESSAGES.tooMany]);
    const secret = newSecret();
    const id = await repo.insertEndpoint(this.db, { userId: user.userId, name: input.name, url: input.url, events: chosen, secret });
    return { ...(await repo.findEndpoint(this.db, id, user.userId))!, secret };
  }

  async update(user: SessionUser, id: string, body: unknown): Promise<WebhookEndpointDto> {
    const ownerId = this.ownerFilter(user, id);
    const input = parseOr400(updateWebhookEndpointSchema, body);
    // An admin may only pause or resume someone's endpoint.
    if (user.role === 'Admin' && (input.name !== undefined || input.url !== undefined || input.events !== undefined)) throw forbidden();
    const events = input.events ? this.checkEvents(this.eventsOf(user), input.events) : undefined;
    if (input.url !== undefined) await this.checkUrl(input.url);
    const pausedReason = user.role === 'Admin' ? WEBHOOK_MESSAGES.pausedByAdmin : WEBHOOK_MESSAGES.pausedByOwner;
    const done = await repo.updateEndpoint(this.db, id, ownerId, { ...input, events, pausedReason });
    if (!done) throw notFound();
    return (await repo.findEndpoint(this.db, id, ownerId))!;
  }

  async rollSecret(user: SessionUser, id: string): Promise<WebhookEndpointDto> {
    this.eventsOf(user);
    const secret = newSecret();
    if (!isUuid(id) || !(await repo.updateEndpoint(this.db, id, user.userId, { secret }))) throw notFound();
    return { ...(await repo.findEndpoint(this.db, id, user.userId))!, secret };
  }

  async remove(user: SessionUser, id: string): Promise<void> {
    const ownerId = this.ownerFilter(user, id);
    if (!(await repo.deleteEndpoint(this.db, id, ownerId))) throw notFound();
  }

  async deliveries(user: SessionUser, id: string): Promise<WebhookDeliveryDto[]> {
    const ownerId = this.ownerFilter(user, id);
    if (!(await repo.findEndpoint(this.db, id, ownerId))) throw notFound();
    return repo.deliveriesOf(this.db, id, LOG_LENGTH);
  }

  async sendAgain(user: SessionUser, id: string, deliveryId: string): Promise<void> {
    this.eventsOf(user);
    if (!isUuid(id) || !isUuid(deliveryId) || !(await repo.findEndpoint(this.db, id, user.userId))) throw notFound();
    if (!(await repo.sendAgain(this.db, id, deliveryId))) throw notFound();
  }

  /** The events the person may subscribe to; 403 for the broker's staff. */
  private eventsOf(user: SessionUser): Record<string, string> {
    const events = webhookEventsOfRole(user.role);
    if (!events) throw forbidden(WEBHOOK_MESSAGES.notForRole);
    return events;
  }

  /** Whose endpoint `id` must be: the person's own, or anyone's for an admin; 404 for a malformed id. */
  private ownerFilter(user: SessionUser, id: string): string | null {
    if (user.role !== 'Admin') this.eventsOf(user);
    if (!isUuid(id)) throw notFound();
    return user.role === 'Admin' ? null : user.userId;
  }

  private checkEvents(table: Record<string, string>, events: string[]): string[] {
    const chosen = [...new Set(events)];
    if (chosen.some((e) => !(e in table))) throw badRequest([WEBHOOK_MESSAGES.unknownEvent], { events: [WEBHOOK_MESSAGES.unknownEvent] });
    return chosen;
  }

  private async checkUrl(url: string): Promise<void> {
    const refusal = await webhookUrlRefusal(url, this.production);
    if (refusal) throw badRequest([refusal], { url: [refusal] });
  }
}
