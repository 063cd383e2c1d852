import { setFlagsFromString } from 'node:v8';

/**
 * V8 collects the young generation (a scavenge) on the main thread together with helper threads,
 * and the main thread waits for all of them. Where the helpers must share the server's cores with
 * other busy processes (PostgreSQL's backends on the same host, or a server pinned to one core),
 * they wait for a core, and a scavenge that takes ~1 ms alone can take 10-25 ms with every request
 * in flight waiting behind it. Scavenging on the main thread alone avoids that wait, at the price of
 * the helpers' speed-up where cores are idle, so it is a setting (GC_SCAVENGE_ON_MAIN_THREAD, off by
 * default) for a deployment that has measured it to help (ADR 0033). The flag is read at every
 * scavenge, so setting it at start-up, before the server listens, takes effect.
 */
export function applyGcSettings(config: { gcScavengeOnMainThread: boolean }): void {
  if (config.gcScavengeOnMainThread) setFlagsFromString('--no-parallel-scavenge');
}
