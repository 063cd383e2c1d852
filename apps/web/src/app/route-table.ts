import { matchRoutes } from 'react-router';
import { can, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, type RouteRule, type SessionUser } from '@charter/shared';

/** What a path shows; the router turns each kind into an element. */
export type RouteTarget =
  | { kind: 'home' }
  | { kind: 'login' }
  | { kind: 'resetPassword' }
  | { kind: 'page'; rule: RouteRule }
  | { kind: 'forbidden'; rule: RouteRule }
  | { kind: 'notAvailableYet'; path: string }
  | { kind: 'notFound' };

export interface RouteEntry {
  path: string;
  target: RouteTarget;
}

const RESET_PASSWORD = '/resetPassword/:id/:item';

/** The signed-in route table (core section 2), guarded by the shared capabilities. */
export function signedInRoutes(session: SessionUser): RouteEntry[] {
  return [
    { path: '/', target: { kind: 'home' } },
    { path: '/login', target: { kind: 'login' } },
    { path: RESET_PASSWORD, target: { kind: 'resetPassword' } },
    ...SIGNED_IN_ROUTES.map((rule): RouteEntry => ({
      path: rule.path,
      target: !rule.capability || can(session, rule.capability) ? { kind: 'page', rule } : { kind: 'forbidden', rule },
    })),
    { path: '*', target: { kind: 'notFound' } },
  ];
}

/** Signed out: the pages of SIGNED_OUT_ROUTES, the login page, and login for everything else. */
export function signedOutRoutes(): RouteEntry[] {
  return [
    { path: '/login', target: { kind: 'login' } },
    ...SIGNED_OUT_ROUTES.map((path): RouteEntry => ({
      path,
      target: path === RESET_PASSWORD ? { kind: 'resetPassword' } : { kind: 'notAvailableYet', path },
    })),
    { path: '*', target: { kind: 'login' } },
  ];
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
