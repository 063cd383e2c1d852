import type pg from 'pg';
import { measure, type Result } from './measure.js';
import { captureQueries, explainCaptured, type PlanSummary } from './explain.js';

export interface ListCase {
  /** Who calls, for the table. */
  who: string;
  token: string;
  /** The list path, e.g. /api/charterRequest/admin/all/Live. */
  path: string;
}

const PAGES_DEEP = 20;

/** The cursor reached by following nextCursor `pages` times from the first page. */
async function deepCursor(base: string, c: ListCase, pages: number): Promise<string | null> {
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const url: string = `${base}${c.path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${c.token}` } });
    if (!res.ok) throw new Error(`${c.path} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) return cursor;
    cursor = body.nextCursor;
  }
  return cursor;
}

/** The four calls measured per list: first page, 20 pages deep, a search, another sort. */
async function variants(base: string, c: ListCase): Promise<[string, string][]> {
  const deep = await deepCursor(base, c, PAGES_DEEP);
  return [
    ['first page', c.path],
    [`page ${PAGES_DEEP + 1}`, deep ? `${c.path}?cursor=${encodeURIComponent(deep)}` : c.path],
    ['?search=longreach', `${c.path}?search=longreach`],
    ['?sort=jobReference&dir=desc', `${c.path}?sort=jobReference&dir=desc`],
  ];
}

/** Latency of each list call over HTTP, `count` calls with `concurrency` in flight. */
export async function measureLists(base: string, cases: ListCase[], count: number, concurrency: number): Promise<Result[]> {
  const results: Result[] = [];
  for (const c of cases) {
    for (const [label, url] of await variants(base, c)) {
      results.push(
        await measure(`GET ${c.path} ${label} (${c.who})`, count, concurrency, () =>
          fetch(base + url, { headers: { authorization: `Bearer ${c.token}` } }),
        ),
      );
    }
  }
  return results;
}

/** The plans of one list's calls as the server runs them, through its own pool. */
export async function explainList(base: string, serverPool: pg.Pool, c: ListCase): Promise<PlanSummary[]> {
  const plans: PlanSummary[] = [];
  for (const [label, url] of await variants(base, c)) {
    const queries = await captureQueries(serverPool, async () => {
      const res = await fetch(base + url, { headers: { authorization: `Bearer ${c.token}` } });
      await res.arrayBuffer();
    });
    plans.push(...(await explainCaptured(serverPool, `${c.path} ${label}`, queries)));
  }
  return plans;
}
