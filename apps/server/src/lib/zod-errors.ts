import type { z } from 'zod';

/** Turns zod issues into per-field messages and a flat list (first message per field first). */
export function fieldErrors(issues: z.core.$ZodIssue[]): { messages: string[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  const messages = [...new Set(Object.values(errors).flat())];
  return { messages, errors };
}
