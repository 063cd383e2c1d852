import { z } from '../zod.js';
import { isTimeZone, parseDay } from './date-range.js';

/**
 * The parties whose message log and timeline an admin opens from their management tabs
 * (supplier-and-admin section 2: Messages and Timeline tabs of suppliers, clients, departments, staff).
 */
export const PARTY_ENTITY_TYPES = ['Supplier', 'Client', 'ClientDepartment', 'ClientStaff'] as const;
export type PartyEntityType = (typeof PARTY_ENTITY_TYPES)[number];

export const MESSAGE_LOG_PAGE_SIZE = 25;
export const MESSAGE_LOG_MAX_PAGE_SIZE = 100;

export const MESSAGE_LOG_MESSAGES = {
  badCursor: 'The list position is not valid. Please reload the list.',
  limit: `Limit must be a whole number from 1 to ${MESSAGE_LOG_MAX_PAGE_SIZE}`,
  partyType: 'Party type must be Supplier, Client, ClientDepartment or ClientStaff',
  from: 'From must be a date as dd/MM/yyyy',
  to: 'To must be a date as dd/MM/yyyy',
  range: 'From must not be after To',
  timeZone: 'Time zone must be a known time zone, such as Australia/Brisbane',
  list: 'List must be All or Me',
} as const;

/**
 * All: everything the user's scope holds (a client's departments and staff, a department's staff);
 * Me: only what was sent at the user's own level (core section 6, "Message log": tabs All and Me).
 */
export const MESSAGE_LOG_LISTS = ['All', 'Me'] as const;
export type MessageLogList = (typeof MESSAGE_LOG_LISTS)[number];

/** A calendar day of the range, dd/MM/yyyy; blank leaves that side open. */
const day = (error: string) =>
  z
    .string()
    .trim()
    .max(10, { error })
    .refine((v) => v === '' || parseDay(v) !== null, { error })
    .default('');

/** GET /api/messageLog (and the party view): a keyset page, newest first, optionally searched. */
export const messageLogQuerySchema = z.object({
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: MESSAGE_LOG_MESSAGES.limit })
    .int({ error: MESSAGE_LOG_MESSAGES.limit })
    .min(1, { error: MESSAGE_LOG_MESSAGES.limit })
    .max(MESSAGE_LOG_MAX_PAGE_SIZE, { error: MESSAGE_LOG_MESSAGES.limit })
    .default(MESSAGE_LOG_PAGE_SIZE),
  /** Matches the subject, the address or the event name (case-insensitive). */
  search: z.string().trim().max(100).default(''),
  list: z.enum(MESSAGE_LOG_LISTS, { error: MESSAGE_LOG_MESSAGES.list }).default('All'),
  /** Sent on or after this day (dd/MM/yyyy) ... */
  from: day(MESSAGE_LOG_MESSAGES.from),
  /** ... and on or before this one, both in `tz` (the viewer's zone; UTC when blank). */
  to: day(MESSAGE_LOG_MESSAGES.to),
  tz: z
    .string()
    .trim()
    .max(64, { error: MESSAGE_LOG_MESSAGES.timeZone })
    .refine((v) => v === '' || isTimeZone(v), { error: MESSAGE_LOG_MESSAGES.timeZone })
    .default(''),
});
export type MessageLogQuery = z.output<typeof messageLogQuerySchema>;

export const partyLogParamsSchema = z.object({
  partyType: z.enum(PARTY_ENTITY_TYPES, { error: MESSAGE_LOG_MESSAGES.partyType }),
  partyId: z.string().max(100),
});

/** One e-mail the marketplace sent, as lists show it (supplier-and-admin section 3, MessageLog). */
export interface MessageLogRowDto {
  id: string;
  createdAt: string;
  /** The event that sent it (a state-change event's name, "Password Reset", ...). */
  name: string;
  toEmail: string;
  subject: string;
  entityType: string | null;
  entityId: string | null;
  fromState: string | null;
  newState: string | null;
  targetAudience: string | null;
  /** Sent (the worker logs what the mail server accepted). */
  status: string;
}

/** GET /api/messageLog/{messageId}: the row with the text that was sent. */
export interface MessageLogDto extends MessageLogRowDto {
  body: string;
}

export interface MessageLogPageDto {
  items: MessageLogRowDto[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
