import { matchRoutes } from 'react-router';
import {
  can,
  CONFIRM_EMAIL_CHANGE_PAGE,
  CONFIRM_EMAIL_PAGES,
  INVITATION_PAGES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type AccountRole,
  type RouteRule,
  type SessionUser,
} from '@charter/shared';

/** What a path shows; the router turns each kind into an element. */
export type RouteTarget =
  | { kind: 'home' }
  | { kind: 'login' }
  | { kind: 'resetPassword' }
  | { kind: 'page'; rule: RouteRule }
  | { kind: 'forbidden'; rule: RouteRule }
  | { kind: 'invitation'; role: AccountRole }
  | { kind: 'confirmEmail'; account: keyof typeof CONFIRM_EMAIL_PAGES }
  | { kind: 'confirmEmailChange' }
  | { kind: 'notFound' };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
}

const RESET_PASSWORD = '/resetPassword/:id/:item';

/**
 * The pages e-mailed links open (reset, invitations, e-mail confirmations): the same whether signed
 * in or out, since the link may be opened in a browser where someone is signed in.
 */
function linkTarget(path: string): RouteTarget | null {
  if (path === RESET_PASSWORD) return { kind: 'resetPassword' };
  const base = `/${path.split('/')[1] ?? ''}`;
  const invited = (Object.keys(INVITATION_PAGES) as AccountRole[]).find((role) => INVITATION_PAGES[role] === base);
  if (invited) return { kind: 'invitation', role: invited };
  const confirmed = (Object.keys(CONFIRM_EMAIL_PAGES) as (keyof typeof CONFIRM_EMAIL_PAGES)[]).find((k) => CONFIRM_EMAIL_PAGES[k] === base);
  if (confirmed) return { kind: 'confirmEmail', account: confirmed };
  if (base === CONFIRM_EMAIL_CHANGE_PAGE) return { kind: 'confirmEmailChange' };
  return null;
}

/** Every link page of SIGNED_OUT_ROUTES with its target. */
function linkRoutes(): RouteEntry[] {
  return SIGNED_OUT_ROUTES.flatMap((path) => {
    const target = linkTarget(path);
    return target ? [{ path, target }] : [];
  });
}

/** The signed-in route table (core section 2), guarded by the shared capabilities. */
export function signedInRoutes(session: SessionUser): RouteEntry[] {
  return [
    { path: '/', target: { kind: 'home' } },
    { path: '/login', target: { kind: 'login' } },
    ...linkRoutes(),
    ...SIGNED_IN_ROUTES.map((rule): RouteEntry => ({
      path: rule.path,
      target: !rule.capability || can(session, rule.capability) ? { kind: 'page', rule } : { kind: 'forbidden', rule },
    })),
    { path: '*', target: { kind: 'notFound' } },
  ];
}

/** Signed out: the pages of SIGNED_OUT_ROUTES, the login page, and login for everything else. */
export function signedOutRoutes(): RouteEntry[] {
  return [{ path: '/login', target: { kind: 'login' } }, ...linkRoutes(), { path: '*', target: { kind: 'login' } }];
}

/**
 * The target a pathname resolves to, matched the way the router does (React Router matches
 * case-insensitively by default, so /CharterRequests and /charterRequests are the same route).
 */
export function resolveRoute(entries: RouteEntry[], pathname: string): RouteTarget {
  const matches = matchRoutes(
    entries.map((e) => ({ path: e.path, id: e.path })),
    pathname,
  );
  const id = matches?.[matches.length - 1]?.route.id;
  return entries.find((e) => e.path === id)?.target ?? { kind: 'notFound' };
}
