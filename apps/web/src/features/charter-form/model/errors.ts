import type { z } from 'zod';
import type { FormErrors } from './form-types';

type Path = readonly PropertyKey[];

export function pathKey(path: Path): string {
  return path.map(String).join('.');
}

/** Zod issues as the form shows them: the first message per dotted path, optionally under a prefix. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: Path = []): FormErrors {
  const out: FormErrors = {};
  for (const issue of issues) {
    const key = pathKey([...prefix, ...issue.path]) || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's 400 errors ({'routes.1.departTime': [...]}) in the same shape. */
export function serverErrorsToForm(errors: Record<string, string[]> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const first = messages.find((m) => m.trim() !== '');
    if (first) out[key || '_'] = first;
  }
  return out;
}

/** Drops the message of one path and of everything below it. */
export function withoutErrors(errors: FormErrors, path: string): FormErrors {
  const keys = Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}

export function errorsUnder(errors: FormErrors, path: string): [string, string][] {
  return Object.entries(errors).filter(([k]) => k === path || k.startsWith(`${path}.`));
}
