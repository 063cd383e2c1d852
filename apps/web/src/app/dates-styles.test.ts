import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's date styles load with the screens that use date inputs, not with the first page (ADR
 * 0022). A feature that shows a date input without them gets an unstyled calendar that covers the
 * dialog's buttons, so every feature using @mantine/dates imports its styles itself.
 */
const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('date inputs bring their styles', () => {
  it('every feature that uses @mantine/dates imports @mantine/dates/styles.css', () => {
    const missing = readdirSync(features).filter((feature) => {
      const texts = sources(path.join(features, feature)).map((f) => readFileSync(f, 'utf8'));
      const usesDates = texts.some((t) => /from '@mantine\/dates'/.test(t));
      const hasStyles = texts.some((t) => t.includes("import '@mantine/dates/styles.css'"));
      return usesDates && !hasStyles;
    });
    expect(missing).toEqual([]);
  });
});
