import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins, charterAdmins, clientDepartments, clientStaff, clients, suppliers } from './people.js';

/** A sign-in identity; the role's own record holds the profile. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    status: text('status').notNull().default('Active'),
    adminId: uuid('admin_id').references(() => admins.id),
    charterAdminId: uuid('charter_admin_id').references(() => charterAdmins.id),
    clientId: uuid('client_id').references(() => clients.id),
    clientDepartmentId: uuid('client_department_id').references(() => clientDepartments.id),
    clientStaffId: uuid('client_staff_id').references(() => clientStaff.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** One sign-in: the family every refresh token of that sign-in belongs to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    remoteIp: text('remote_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one presented again revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token that replaced this one, encrypted (AES-256-GCM, key derived from the signing key):
     * a second refresh with this token shortly after the first (two tabs at once) answers it again.
     */
    successorSealed: text('successor_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * The rate limiter's counters (lib/rate-limit.ts): uses per key (sign-in per account and address,
 * password resets, e-mail checks, error reports ...) in a fixed window; shared by every server
 * instance. The names are those of its first use, counting failed sign-ins.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  /** Set by limits with a growing delay (a sign-in's account and address): no use is taken before it. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Addresses a sign-in has proved it owns the account from (a successful sign-in, or one with an
 * unlock link): other people's failures do not lock the owner out from them (ADR 0038).
 */
export const signInTrust = pgTable(
  'sign_in_trust',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Unlock links e-mailed to the owner of an account under attack (ADR 0038); the hash only. */
export const signInUnlocks = pgTable(
  'sign_in_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_unlocks_hash_unique').on(t.tokenHash)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const termsAndConditions = pgTable('terms_and_conditions', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  terms: text('terms').notNull(),
  termsType: text('terms_type').notNull().default('General'),
  active: text('active').notNull().default('Active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    termsId: uuid('terms_id')
      .notNull()
      .references(() => termsAndConditions.id),
    remoteIp: text('remote_ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_acceptances_user_terms_unique').on(t.userId, t.termsId)],
);

/**
 * A single-use link e-mailed to a person (ADR 0011): an Invitation (accept it and choose a
 * password), a SignUp's e-mail confirmation (set the password and sign in), or an EmailChange
 * (confirm the new address, to which it is sent). The id is in the link, the token beside it is
 * stored only as its SHA-256 hash. Issuing a link replaces any open one of the same purpose for the
 * same user (replaced_at), so only the latest e-mail works.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** EmailChange: the address the user moves to once the link is opened. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Who sent it (an admin or client inviting); null for a visitor's own sign-up. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_links_user_idx').on(t.userId, t.purpose)],
);

/**
 * A person's private calendar feed of its booked charters: the secret in the feed's address is
 * stored as a SHA-256 hash (shown once); one feed a user, replaced by a new address or removed at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash), uniqueIndex('calendar_feeds_user_unique').on(t.userId)],
);

/**
 * API keys: a person's own software calling as that person, within the key's scopes. Only the
 * key's SHA-256 is stored (the key is shown once); `prefix` is its first characters, to tell keys
 * apart. A revoked key stays for the record and answers 401 from that moment.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_token_unique').on(t.tokenHash), index('api_keys_user_idx').on(t.userId)],
);
