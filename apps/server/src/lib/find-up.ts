import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Finds a path (relative to the repository root) walking up from this module, in source or bundle. */
export function findUp(relative: string, from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
