import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findHaproxy, Haproxy, HAPROXY_MISSING } from './haproxy.js';
import { Instance, type InstanceSpec } from './instance.js';

export interface ClusterPorts {
  /** Where HAProxy listens: the address browsers use. */
  balancer: number;
  web1: number;
  web2: number;
  /** The worker's health port. */
  worker: number;
}

export interface ClusterOptions {
  /** The database every process uses (it need not be migrated: the first instance does it). */
  databaseUrl: string;
  /** The server's built entry point (apps/server/dist/main.js). */
  mainScript: string;
  /** deploy/haproxy.cfg */
  haproxyConfig: string;
  /** The admin socket, and each instance's data folder (its e-mail files without SMTP_HOST). */
  workDir: string;
  ports: ClusterPorts;
  /** Added to every instance's environment (SMTP_HOST, LOG_LEVEL, NODE_ENV ...). */
  env?: Record<string, string>;
  /** Each line an instance or HAProxy prints. */
  onLine?: (source: string, line: string) => void;
  /** Start an instance again a second after it exits by itself (npm run cluster; the test kills on purpose). */
  restartCrashed?: boolean;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  haproxy: Haproxy;
  web: [Instance, Instance];
  workers: Instance[];
  /** Another worker (the jobs run once across however many there are). */
  addWorker(port: number): Promise<Instance>;
  /** SIGTERM (drain, finish, exit), start again, and wait until the balancer sends it requests. */
  restart(instance: Instance): Promise<void>;
  /** Each web instance in turn, the next only once the balancer has the restarted one back. */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

/** The admin socket in the work folder, or in /tmp where that path is too long for a Unix socket. */
function socketPath(workDir: string): string {
  const inWork = path.join(workDir, 'haproxy.sock');
  if (Buffer.byteLength(inWork) <= 100) return inWork;
  return path.join('/tmp', `charter-haproxy-${createHash('sha1').update(workDir).digest('hex').slice(0, 12)}.sock`);
}

/**
 * Two web instances and a worker of the built server on one database, with HAProxy in front
 * (deploy/haproxy.cfg, health checks on /readyz): `npm run cluster` and the cluster test. The three
 * start together, so the first to take the start-up lock migrates and seeds and the others wait.
 */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const binary = findHaproxy();
  if (!binary) throw new Error(HAPROXY_MISSING);
  await mkdir(o.workDir, { recursive: true });
  const url = `http://127.0.0.1:${o.ports.balancer}`;
  const onLine = o.onLine ?? (() => {});
  const instance = (name: string, role: InstanceSpec['role'], port: number) =>
    new Instance(
      {
        name,
        role,
        port,
        env: {
          ...o.env,
          DATABASE_URL: o.databaseUrl,
          DATA_DIR: path.join(o.workDir, name),
          // Links in e-mails point at the balancer, whichever process writes them.
          PUBLIC_URL: o.env?.PUBLIC_URL ?? url,
          // Only the instances behind the balancer believe X-Forwarded-For (HAProxy sets it).
          ...(role === 'web' ? { TRUST_PROXY: 'true' } : {}),
        },
      },
      o.mainScript,
      onLine,
    );
  const web: [Instance, Instance] = [instance('web1', 'web', o.ports.web1), instance('web2', 'web', o.ports.web2)];
  const workers = [instance('worker1', 'worker', o.ports.worker)];
  const haproxy = new Haproxy(
    binary,
    o.haproxyConfig,
    {
      CHARTER_BIND: `127.0.0.1:${o.ports.balancer}`,
      CHARTER_WEB1: `127.0.0.1:${o.ports.web1}`,
      CHARTER_WEB2: `127.0.0.1:${o.ports.web2}`,
      CHARTER_HAPROXY_SOCKET: socketPath(o.workDir),
    },
    (line) => onLine('haproxy', line),
  );
  let stopping = false;
  const restarting = new Set<Instance>();
  /** With restartCrashed, an instance that exits by itself (a crash, kill -9) is started again. */
  const supervise = (i: Instance) => {
    if (!o.restartCrashed) return;
    const exit = i.exited;
    void exit.then((code) => {
      if (stopping || restarting.has(i) || exit !== i.exited) return;
      onLine(i.name, `exited (${code ?? 'killed'}); starting it again`);
      setTimeout(() => {
        if (stopping || i.running) return;
        i.start().then(
          () => supervise(i),
          (err: Error) => onLine(i.name, `could not start again: ${err.message}`),
        );
      }, 1000);
    });
  };
  const stop = async () => {
    stopping = true;
    await haproxy.stop();
    // Nothing is in front of them any more: no drain (SIGINT).
    await Promise.all([...web, ...workers].map((i) => i.stop('SIGINT')));
  };
  try {
    await Promise.all([...web, ...workers].map((i) => i.start()));
    for (const i of [...web, ...workers]) supervise(i);
    await haproxy.start();
    for (const w of web) await haproxy.waitFor(w.name, 'UP');
  } catch (err) {
    await stop();
    throw err;
  }

  const restart = async (i: Instance) => {
    restarting.add(i);
    try {
      await i.stop();
      await i.start();
    } finally {
      restarting.delete(i);
    }
    supervise(i);
    if (i.spec.role === 'web') await haproxy.waitFor(i.name, 'UP');
  };
  return {
    url,
    haproxy,
    web,
    workers,
    addWorker: async (port) => {
      const w = instance(`worker${workers.length + 1}`, 'worker', port);
      workers.push(w);
      await w.start();
      supervise(w);
      return w;
    },
    restart,
    rollingRestart: async () => {
      for (const w of web) await restart(w);
    },
    stop,
  };
}
