import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('PROCESS_ROLE', () => {
  it('is all unless set, as npm start has always run, with no drain wait', () => {
    const config = loadConfig({});
    expect(config.processRole).toBe('all');
    expect(config.drainDelayMs).toBe(0);
  });

  it('gives a web instance time for the balancer to take it out, inside the shutdown time', () => {
    const web = loadConfig({ PROCESS_ROLE: 'web' });
    expect(web.drainDelayMs).toBe(5000);
    expect(web.shutdownTimeoutMs).toBe(15_000);
    expect(loadConfig({ PROCESS_ROLE: 'web', DRAIN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '8000' })).toMatchObject({
      drainDelayMs: 2000,
      shutdownTimeoutMs: 8000,
    });
    expect(loadConfig({ PROCESS_ROLE: 'worker' }).drainDelayMs).toBe(0);
  });

  it('refuses a role it does not know, naming the ones it does', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'jobs' })).toThrow('PROCESS_ROLE must be one of all, web, worker (it is "jobs")');
  });
});
