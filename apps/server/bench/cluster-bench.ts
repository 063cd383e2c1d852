import os from 'node:os';
import { findHaproxy, Haproxy, HAPROXY_MISSING } from '../src/cluster/haproxy.js';
import { findUp } from '../src/lib/find-up.js';
import { freePort } from '@charter/db';
import { closedLoop } from './http-load.js';
import { startPinnedServer, type PinnedServer } from './pinned-server.js';
import { addTarget, median } from './targets.js';

export interface ClusterLineOptions {
  /** The bench's database. */
  url: string;
  /** The list asked, signed in. */
  path: string;
  token: string;
  rounds: number;
  seconds: number;
  /** Calls in flight (the list lines' 8). */
  connections: number;
}

/**
 * The scaling line (ADR 0042): calls/s of an authenticated list through HAProxy
 * (deploy/haproxy.cfg, as `npm run cluster` runs it) in front of two application instances,
 * against one instance asked directly: the same build, database, call and calls in flight, rounds
 * interleaved, medians. Nothing is pinned: the instances, HAProxy, PostgreSQL and the load share
 * the machine's cores as on a machine running `npm run cluster`. With two cores there is none to
 * spare for a second instance, so the line shows the balancer's cost here; on a bigger machine, the
 * scaling. Its target is for machines with four cores or more (two instances, PostgreSQL, the load).
 */
export async function measureClusterLine(o: ClusterLineOptions): Promise<void> {
  const binary = findHaproxy();
  const config = findUp('deploy/haproxy.cfg');
  if (!binary || !config) {
    console.log(`[bench] no cluster line: ${binary ? 'deploy/haproxy.cfg not found' : HAPROXY_MISSING}`);
    return;
  }
  const app = (env: Record<string, string> = {}) =>
    startPinnedServer('app', { DATABASE_URL: o.url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', ...env }, { pinned: false });
  const servers: PinnedServer[] = [];
  const one = await app();
  servers.push(one);
  for (let i = 0; i < 2; i++) servers.push(await app({ TRUST_PROXY: 'true' }));
  const balancerPort = await freePort();
  const haproxy = new Haproxy(binary, config, {
    CHARTER_BIND: `127.0.0.1:${balancerPort}`,
    CHARTER_WEB1: servers[1]!.base.replace('http://', ''),
    CHARTER_WEB2: servers[2]!.base.replace('http://', ''),
    CHARTER_HAPROXY_SOCKET: `/tmp/charter-bench-haproxy-${process.pid}.sock`,
  });
  try {
    await haproxy.start();
    await haproxy.waitFor('web1', 'UP');
    await haproxy.waitFor('web2', 'UP');
    const measure = (base: string, seconds: number) =>
      closedLoop({ base, path: o.path, headers: { authorization: `Bearer ${o.token}` } }, { connections: o.connections, seconds });
    const balancer = `http://127.0.0.1:${balancerPort}`;
    // Warm-up (JIT, prepared statements, each instance's list page), not counted.
    await measure(one.base, 1);
    await measure(balancer, 2);
    const direct: number[] = [];
    const balanced: number[] = [];
    let errors = 0;
    for (let round = 1; round <= o.rounds; round++) {
      const d = await measure(one.base, o.seconds);
      const b = await measure(balancer, o.seconds);
      direct.push(d.rate);
      balanced.push(b.rate);
      errors += d.errors + b.errors;
      console.log(
        `[bench] cluster round ${round}: one instance direct ${d.rate.toFixed(0)}/s, HAProxy + two instances ${b.rate.toFixed(0)}/s`,
      );
    }
    const served = (await haproxy.stats()).filter((s) => s.backend === 'web').map((s) => `${s.server} ${s.total}`);
    addTarget({
      name: `${o.path} (authenticated) through HAProxy to two instances`,
      measured: median(balanced),
      baseline: median(direct),
      baselineName: 'one instance direct',
      target: 1.5,
      unit: 'calls/s',
      note:
        `${os.cpus().length} cores, nothing pinned (the target assumes 4 or more); ${o.connections} calls in flight; ` +
        `requests per instance ${served.join(', ')}` +
        (errors ? `; ${errors} answers were errors` : ''),
    });
  } finally {
    await haproxy.stop();
    for (const s of servers) await s.stop();
  }
}
