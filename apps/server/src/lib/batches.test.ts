import { describe, expect, it } from 'vitest';
import { Batches } from './batches.js';

/** A run that records each call's key and items, and answers each item doubled once `release` is called. */
function recorder() {
  const calls: { key: string; items: number[] }[] = [];
  let release: () => void = () => {};
  let held = Promise.resolve();
  // Closes the gate each run awaits; nothing awaits the gate itself but the runs.
  const hold = () => {
    held = new Promise<void>((r) => (release = r));
  };
  const run = async (key: string, items: number[]) => {
    calls.push({ key, items });
    await held;
    return items.map((i) => i * 2);
  };
  return { calls, run, hold, release: () => release() };
}

describe('Batches', () => {
  it('sends the items added in one turn together, and those added meanwhile in the next call, each answered in order', async () => {
    const r = recorder();
    const batches = new Batches(r.run);
    r.hold();
    const first = [1, 2, 3].map((i) => batches.add('a', i));
    await new Promise((resolve) => setImmediate(resolve));
    // The first call is under way: these wait for it.
    const later = [4, 5].map((i) => batches.add('a', i));
    r.release();
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(r.calls).toEqual([
      { key: 'a', items: [1, 2, 3] },
      { key: 'a', items: [4, 5] },
    ]);
  });

  it('keeps keys apart, and sends at most max items a call', async () => {
    const r = recorder();
    const batches = new Batches(r.run, { max: 2 });
    const answers = await Promise.all([batches.add('a', 1), batches.add('b', 10), batches.add('a', 2), batches.add('a', 3)]);
    expect(answers).toEqual([2, 20, 4, 6]);
    expect(r.calls.filter((c) => c.key === 'a').map((c) => c.items)).toEqual([[1, 2], [3]]);
    expect(r.calls.filter((c) => c.key === 'b').map((c) => c.items)).toEqual([[10]]);
  });

  /** A run that refuses any call with a 0 among its items. */
  const refusingZero = (calls: number[][]) => async (_key: string, items: number[]) => {
    calls.push(items);
    if (items.includes(0)) throw new Error('refused');
    return items;
  };

  it("gives a failed call's error to its own items only, and goes on with the next", async () => {
    const calls: number[][] = [];
    const batches = new Batches(refusingZero(calls), { max: 2 });
    const settled = await Promise.allSettled([0, 1, 2].map((i) => batches.add('a', i)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((settled[0] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(calls).toEqual([[0, 1], [2]]);
  });

  it('runs the items of a failed call again alone when asked, so each gets its own answer', async () => {
    const calls: number[][] = [];
    const batches = new Batches(refusingZero(calls), { aloneAfterFailure: true });
    const settled = await Promise.allSettled([1, 0, 2].map((i) => batches.add('a', i)));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 2 },
    ]);
    expect(calls).toEqual([[1, 0, 2], [1], [0], [2]]);
  });
});
