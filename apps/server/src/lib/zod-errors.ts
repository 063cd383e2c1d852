import type { z } from 'zod';
import { badRequest } from './http-errors.js';
import { rejectNul } from './input-guard.js';

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

/**
 * Validates a body that a route could not type up front (decoded, multipart or service-checked);
 * bad input answers 400 with per-field messages, a NUL character included.
 */
export function parseOr400<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  rejectNul(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { messages, errors } = fieldErrors(parsed.error.issues);
    throw badRequest(messages, errors);
  }
  return parsed.data;
}
