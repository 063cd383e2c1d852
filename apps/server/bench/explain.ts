import type pg from 'pg';

interface Captured {
  text: string;
  values: unknown[];
}

/**
 * Notes the SQL the server sends through its pool while `during` runs, so the plans printed are
 * those of the list queries as the server builds them (not a copy that could drift).
 */
export async function captureQueries(pool: pg.Pool, during: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pool.query;
  const spy = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') captured.push({ text: first, values: second ?? [] });
    else if (first && typeof first.text === 'string') captured.push({ text: first.text, values: first.values ?? second ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pool.query = spy as typeof pool.query;
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode, out: string[] = []): string[] {
  const target = plan['Index Name'] ?? plan['Relation Name'];
  out.push(target ? `${plan['Node Type']} (${target})` : plan['Node Type']);
  for (const child of plan.Plans ?? []) nodes(child, out);
  return out;
}

export interface PlanSummary {
  name: string;
  executionMs: number;
  planningMs: number;
  rows: number;
  sharedHit: number;
  sharedRead: number;
  nodes: string[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured query that reads charter_requests. */
export async function explainCaptured(pool: pg.Pool, name: string, queries: Captured[]): Promise<PlanSummary[]> {
  const out: PlanSummary[] = [];
  for (const q of queries.filter((c) => /from charter_requests/i.test(c.text))) {
    const r = await pool.query(`explain (analyze, buffers, format json) ${q.text}`, q.values);
    const [{ Plan: plan, 'Execution Time': executionMs, 'Planning Time': planningMs, JIT: jit }] = r.rows[0]['QUERY PLAN'] as [
      { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number; JIT?: { Timing?: { Total?: number } } },
    ];
    const kind = /count\(\*\)/i.test(q.text) ? 'count' : 'page';
    out.push({
      name: `${name} [${kind}]`,
      executionMs,
      planningMs,
      rows: plan['Actual Rows'] ?? 0,
      sharedHit: plan['Shared Hit Blocks'] ?? 0,
      sharedRead: plan['Shared Read Blocks'] ?? 0,
      nodes: jit ? [`JIT ${(jit.Timing?.Total ?? 0).toFixed(1)} ms`, ...nodes(plan)] : nodes(plan),
    });
  }
  return out;
}

export function reportPlans(plans: PlanSummary[]): void {
  console.log('\n| query plan (EXPLAIN ANALYZE, BUFFERS) | exec ms | plan ms | rows | shared hit | shared read | nodes |');
  console.log('|---|---|---|---|---|---|---|');
  for (const p of plans) {
    // Repeated nodes (one branch per status) are shown once with a count.
    const counts = new Map<string, number>();
    for (const n of p.nodes) counts.set(n, (counts.get(n) ?? 0) + 1);
    const shown = [...counts].map(([n, c]) => (c > 1 ? `${n} x${c}` : n)).join(', ');
    console.log(
      `| ${p.name} | ${p.executionMs.toFixed(2)} | ${p.planningMs.toFixed(2)} | ${p.rows} | ${p.sharedHit} | ${p.sharedRead} | ${shown} |`,
    );
  }
}
