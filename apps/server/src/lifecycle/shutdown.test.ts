import { describe, expect, it } from 'vitest';
import { Shutdown } from './shutdown.js';

function harness(timeoutMs = 1000) {
  const said: string[] = [];
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const shutdown = new Shutdown({ timeoutMs, say: (l) => said.push(l), exit: (code) => exit(code) });
  return { shutdown, said, exited };
}

describe('the shutdown', () => {
  it('stops the pieces in their order, whatever order they started in, then exits 0', async () => {
    const { shutdown, exited } = harness();
    const order: string[] = [];
    for (const step of ['pool', 'jobs', 'http', 'drain', 'database'] as const) shutdown.set(step, async () => void order.push(step));
    void shutdown.run('SIGTERM');
    expect(await exited).toBe(0);
    expect(order).toEqual(['drain', 'http', 'jobs', 'pool', 'database']);
  });

  it('skips the drain when asked (SIGINT, a failed start) and runs once however many signals come', async () => {
    const { shutdown, exited } = harness();
    const order: string[] = [];
    shutdown.set('drain', async () => void order.push('drain'));
    shutdown.set('http', async () => void order.push('http'));
    void shutdown.run('SIGINT', { drain: false });
    void shutdown.run('SIGTERM');
    expect(await exited).toBe(0);
    expect(order).toEqual(['http']);
  });

  it('exits 1 naming the piece still stopping when the time is up', async () => {
    const { shutdown, said, exited } = harness(50);
    shutdown.set('jobs', () => new Promise(() => {}));
    void shutdown.run('SIGTERM');
    expect(await exited).toBe(1);
    expect(said).toContain('SIGTERM: still stopping "jobs" after 50 ms; exiting');
  });

  it('goes on with the others when a piece fails to stop', async () => {
    const { shutdown, said, exited } = harness();
    let poolEnded = false;
    shutdown.set('changes', () => Promise.reject(new Error('already closed')));
    shutdown.set('pool', async () => void (poolEnded = true));
    void shutdown.run('SIGTERM');
    expect(await exited).toBe(0);
    expect(poolEnded).toBe(true);
    expect(said).toContain('SIGTERM: changes failed to stop: Error: already closed');
  });
});
