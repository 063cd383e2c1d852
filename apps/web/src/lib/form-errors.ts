import type { z } from 'zod';

/** The first message per top-level field, as forms show them under each input. */
export function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    out[field] ??= issue.message;
  }
  return out;
}

/** Server per-field errors ({field: [messages]}) in the same form. */
export function firstServerErrorPerField(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages[0];
    if (first) out[field.split('.')[0] ?? field] ??= first;
  }
  return out;
}
