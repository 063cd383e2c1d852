import { describe, expect, it } from 'vitest';
import { coreShare, HELLO_MIN_CORE_SHARE, lineFault, readingFault, runFault, type HelloReading } from './baseline-check.js';

// Readings of the hello's server pinned to core 0, closed loop: with other work on the other core,
// and with a busy loop pinned to core 0 beside it.
const normal: HelloReading[] = [
  { rate: 17671, cpuUs: 34.5 },
  { rate: 19451, cpuUs: 27.8 },
  { rate: 42635, cpuUs: 22.2 },
  { rate: 30420, cpuUs: 26.5 },
  { rate: 18666, cpuUs: 28.0 },
  { rate: 26634, cpuUs: 25.8 },
];
const loaded: HelloReading[] = [
  { rate: 6202, cpuUs: 40.3 },
  { rate: 2832, cpuUs: 41.2 },
  { rate: 6760, cpuUs: 31.6 },
  { rate: 9011, cpuUs: 28.1 },
  { rate: 8302, cpuUs: 30.9 },
];
const lists = [{ name: 'admin Live list, first page', rate: 4000 }];

describe('the baseline check', () => {
  it('believes a normal run of a shared machine', () => {
    expect(runFault({ hellos: normal, compared: lists, previous: null })).toBeNull();
    expect(runFault({ hellos: normal, compared: lists, previous: { cpuUs: 27, share: 0.6 } })).toBeNull();
    for (const h of normal) expect(readingFault(h, 27)).toBeNull();
  });

  it('finds a run whose hello shared its core with a busy loop INVALID, and each line beside such a hello', () => {
    expect(runFault({ hellos: loaded, compared: lists, previous: null })).toMatch(/% of its core/);
    for (const h of loaded) expect(lineFault([h], 31)).toMatch(/a hello beside it had \d+% of its core/);
    expect(lineFault([loaded[0]!, normal[1]!, loaded[1]!], 31)).toMatch(/^2 of 3 hellos: a hello beside it had/);
  });

  it('keeps a line of three rounds with one disturbed hello: the median of its rounds leaves that one out', () => {
    expect(lineFault([normal[0]!, loaded[1]!, normal[1]!], 27)).toBeNull();
  });

  it('finds a run INVALID when the hello measured slower than a call compared with it', () => {
    expect(runFault({ hellos: normal, compared: [{ name: 'apiVersion', rate: 30000 }], previous: null })).toMatch(
      /the hello measured slower \(\d+\/s\) than apiVersion/,
    );
  });

  it("finds a run INVALID when the hello's CPU per call is far from its previous runs' median, either way", () => {
    expect(runFault({ hellos: normal, compared: lists, previous: { cpuUs: 13, share: 0.6 } })).toMatch(/previous runs' median/);
    expect(runFault({ hellos: normal, compared: lists, previous: { cpuUs: 60, share: 0.6 } })).toMatch(/previous runs' median/);
    // Run to run a new hello process measured 19-40 us on the shared machine: not far.
    expect(runFault({ hellos: normal, compared: lists, previous: { cpuUs: 40, share: 0.6 } })).toBeNull();
  });

  it('finds a run INVALID when the hello had far less of its core than in its previous runs, though above the floor', () => {
    // A quiet machine: alone the hello's server has its whole core; a busy loop beside it leaves it half.
    const quiet = [{ rate: 40000, cpuUs: 24 }];
    const halved = [
      { rate: 20000, cpuUs: 25 },
      { rate: 21000, cpuUs: 24 },
    ];
    expect(runFault({ hellos: quiet, compared: lists, previous: { cpuUs: 24, share: 0.95 } })).toBeNull();
    expect(runFault({ hellos: halved, compared: lists, previous: null })).toBeNull();
    expect(runFault({ hellos: halved, compared: lists, previous: { cpuUs: 24, share: 0.95 } })).toMatch(
      /had 50% of its core against 95% in its previous runs/,
    );
  });

  it('finds a line INVALID when a hello beside it strayed from the run median CPU per call', () => {
    expect(lineFault([{ rate: 20000, cpuUs: 45 }], 27)).toMatch(/45 us\/call, the run's median 27 us/);
    expect(lineFault([{ rate: 20000, cpuUs: 27 }], 27)).toBeNull();
  });

  it('takes an unmeasured or unreadable hello as a fault, not as a pass', () => {
    expect(runFault({ hellos: [], compared: lists, previous: null })).not.toBeNull();
    expect(readingFault({ rate: 20000, cpuUs: NaN }, 27)).not.toBeNull();
    expect(coreShare({ rate: 20000, cpuUs: 25 })).toBeCloseTo(0.5);
    expect(HELLO_MIN_CORE_SHARE).toBeLessThan(0.5);
  });
});
