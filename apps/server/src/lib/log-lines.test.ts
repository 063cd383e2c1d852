import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchedLog } from './log-lines.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the batched log destination', () => {
  it('writes every line, in order (several batches), by the time its close is done', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'log-lines-'));
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'w');
    const log = new BatchedLog(fd);
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(i % 50)}"}\n`);
    for (const line of lines) log.write(line);
    await new Promise<void>((resolve) => log.close(resolve));
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
  });

  it('a few lines leave within a second without a flush', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'log-lines-'));
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'w');
    const log = new BatchedLog(fd);
    log.write('{"msg":"quiet"}\n');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"quiet"}\n');
    await new Promise<void>((resolve) => log.close(resolve));
    closeSync(fd);
  });

  it('what is still gathered when the process exits is written', () => {
    // A process that logs three lines on stdout and exits at once, before the second's timer.
    const module = fileURLToPath(new URL('./log-lines.ts', import.meta.url));
    const code = `const { BatchedLog } = await import(${JSON.stringify(module)}); const log = new BatchedLog();
      for (const n of [1, 2, 3]) log.write('{"n":' + n + '}\\n'); process.exit(0);`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(out).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
  });
});
