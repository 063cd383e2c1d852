import { MESSAGES } from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import * as rateLimit from '../../lib/rate-limit.js';
import { newRefreshToken, sha256 } from '../../auth/tokens.js';
import * as repo from './sign-in-throttle.repository.js';

/*
 * How failed sign-ins are throttled without letting other people lock an owner out (ADR 0038).
 *
 * - One account from one address: five free failures per 15 minutes, then each further try waits
 *   twice as long as the last (30 s, 1 min, 2 min ... at most 15 min). Only the guesser waits.
 * - One account from every address (20) and one address for every account (300, an office or a
 *   proxy shares one): past either, tries from an address the account has not proved it owns are
 *   refused. The account proves an address by signing in from it (remembered for 90 days) or by
 *   the unlock link e-mailed to its owner when its own limit is reached. So a spray of failures
 *   from anywhere stops the guessers and new places, never the owner where they sign in, and a busy
 *   shared address keeps its regular users.
 *
 * Every count is in the database, so all instances agree.
 */
export const WINDOW_SECONDS = 15 * 60;
const PER_ACCOUNT_AND_ADDRESS = { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, windowSeconds: WINDOW_SECONDS };
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const MAX_FAILURES_PER_ADDRESS = 300;
const TRUST_DAYS = 90;
export const UNLOCK_MINUTES = 60;

/** An attempt let through, with what to give back if it succeeds. */
export interface SignInAttempt {
  pairKey: string;
  counted: string[];
  unlockId: string | null;
}

export interface SignInCandidate {
  email: string;
  ip: string;
  /** The account the e-mail names, if any (looked up before the password is checked). */
  userId: string | null;
  unlockToken?: string | null;
}

/**
 * Lets a sign-in attempt go on to the password check, or answers 429 with the spec message. The
 * attempt is counted first, so concurrent guesses cannot all slip under a limit.
 */
export async function admitSignIn(db: Db, c: SignInCandidate, unlockLink: (token: string) => string): Promise<SignInAttempt> {
  const pairKey = `login:${c.email}|${c.ip}`;
  const wide = [
    { key: `login-account:${c.email}`, windowSeconds: WINDOW_SECONDS },
    { key: `login-ip:${c.ip}`, windowSeconds: WINDOW_SECONDS },
  ];
  const unlockId = c.userId && c.unlockToken ? await repo.liveUnlock(db, c.userId, sha256(c.unlockToken)) : null;
  const trusted = !!unlockId || (c.userId ? await repo.isTrusted(db, c.userId, c.ip) : false);
  if (!trusted) {
    const [account, address] = await rateLimit.uses(db, wide);
    if (account! >= MAX_FAILURES_PER_ACCOUNT) {
      if (c.userId) await offerUnlock(db, c.userId, unlockLink);
      throw rateLimit.tooMany(MESSAGES.tooManyAttempts);
    }
    if (address! >= MAX_FAILURES_PER_ADDRESS) throw rateLimit.tooMany(MESSAGES.tooManyAttempts);
  }
  // The unlock link is the owner's own proof: its guesses from here wait no more than anyone else's
  // from a proved address, but earlier failures here (perhaps someone else's) do not hold it up.
  if (!unlockId && !(await rateLimit.takeWithDelay(db, { key: pairKey, ...PER_ACCOUNT_AND_ADDRESS }))) {
    throw rateLimit.tooMany(MESSAGES.tooManyAttempts);
  }
  await rateLimit.count(db, wide);
  return { pairKey, counted: wide.map((w) => w.key), unlockId };
}

/**
 * The password was right: this account and address start again, the wider counts get this try
 * back, the address is remembered as the account's and an unlock link used is spent.
 */
export async function signInSucceeded(tx: Tx, attempt: SignInAttempt, userId: string, ip: string): Promise<void> {
  // Spent first: of two sign-ins with one link at the same moment, the second is refused (and its
  // transaction rolled back), so the link works once as its e-mail says.
  if (attempt.unlockId && !(await repo.spendUnlock(tx, attempt.unlockId))) throw rateLimit.tooMany(MESSAGES.tooManyAttempts);
  await rateLimit.clear(tx, [attempt.pairKey]);
  await rateLimit.giveBack(tx, attempt.counted);
  await repo.trust(tx, userId, ip, TRUST_DAYS);
}

/** E-mails the owner an unlock link, at most once per window (however many tries are refused). */
async function offerUnlock(db: Db, userId: string, unlockLink: (token: string) => string): Promise<void> {
  if (!(await rateLimit.take(db, [{ key: `login-unlock-mail:${userId}`, max: 1, windowSeconds: WINDOW_SECONDS }]))) return;
  const token = newRefreshToken();
  await repo.issueUnlock(db, userId, sha256(token), unlockLink(token), UNLOCK_MINUTES);
}
