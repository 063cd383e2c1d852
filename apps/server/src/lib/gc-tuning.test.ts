import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('GC_SCAVENGE_ON_MAIN_THREAD', () => {
  it('is off unless set to 1 (or true): parallel scavenges stay the default', () => {
    expect(loadConfig({}).gcScavengeOnMainThread).toBe(false);
    expect(loadConfig({ GC_SCAVENGE_ON_MAIN_THREAD: '0' }).gcScavengeOnMainThread).toBe(false);
    expect(loadConfig({ GC_SCAVENGE_ON_MAIN_THREAD: '1' }).gcScavengeOnMainThread).toBe(true);
    expect(loadConfig({ GC_SCAVENGE_ON_MAIN_THREAD: 'true' }).gcScavengeOnMainThread).toBe(true);
  });
});
