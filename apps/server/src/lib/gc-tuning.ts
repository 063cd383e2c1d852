import { setFlagsFromString } from 'node:v8';

/**
 * V8 collects the young generation (a scavenge) on the main thread together with helper threads,
 * and the main thread waits for all of them. Where the helpers must share the server's cores with
 * PostgreSQL's busy backends (this 2-core machine; the bench pins the server to one core), they
 * waited for a core: scavenges that take ~1 ms alone took 10-25 ms, and every request in flight
 * waited with them (bid rounds' p99 over 100 ms in 11 of 30, against 2 of 12 scavenging on the
 * main thread alone; ADR 0033). The flag is read at every scavenge, so setting it at start-up,
 * before the server listens, takes effect.
 */
export function scavengeOnMainThread(): void {
  setFlagsFromString('--no-parallel-scavenge');
}
