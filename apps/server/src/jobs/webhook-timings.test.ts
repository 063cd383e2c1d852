import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe("the webhook worker's timings", () => {
  it('are 8 deliveries at once, 10 s per attempt and 48 hours before giving up, unless the environment says otherwise', () => {
    expect(loadConfig({}).webhooks).toEqual({ concurrency: 8, timeoutMs: 10_000, giveUpHours: 48 });
    expect(loadConfig({ WEBHOOK_CONCURRENCY: '2', WEBHOOK_TIMEOUT_MS: '5000', WEBHOOK_GIVE_UP_HOURS: '72' }).webhooks).toEqual({
      concurrency: 2,
      timeoutMs: 5000,
      giveUpHours: 72,
    });
    // Nonsense falls back to what works: at least one delivery, one second, one hour.
    expect(loadConfig({ WEBHOOK_CONCURRENCY: '0', WEBHOOK_TIMEOUT_MS: 'soon', WEBHOOK_GIVE_UP_HOURS: '-1' }).webhooks).toEqual({
      concurrency: 1,
      timeoutMs: 10_000,
      giveUpHours: 1,
    });
  });
});
