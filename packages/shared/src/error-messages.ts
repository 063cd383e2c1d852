import type { z } from 'zod';
import { countOf } from './text/count.js';

/**
 * One error map for every schema of the product (./zod.ts installs it): a check without a message
 * of its own names its field in words ("Payload must be at most 100,000.") instead of showing the
 * validator's text ("Invalid input: expected number, received string"). Messages a schema gives
 * (the spec's, word for word) win over these, so this only fills the gaps. The form and the
 * server import the same module, so both show the same words.
 */

// Words that are not written the way camelCase splitting would write them.
const WORDS: Record<string, string> = { iata: 'IATA', aoc: 'AOC', po: 'PO', url: 'URL', pax: 'Pax', id: 'ID' };

/** "passengerWeight" -> "Passenger weight"; the last named step of a path ("routes.0.payload" -> "Payload"). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string' && p !== '');
  if (!key) return 'The request';
  const bare = key.length > 2 ? key.replace(/Ids?$/, '') : key;
  const words = bare
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w, i) => WORDS[w.toLowerCase()] ?? (i === 0 ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 100000 -> "100,000" (no locale data needed, so the browser and the server write it alike). */
export function formatLimit(n: number | bigint | Date): string {
  if (n instanceof Date) return n.toISOString().slice(0, 10);
  const [whole, fraction] = String(n).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  date: 'must be a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be a valid e-mail address',
  datetime: 'must be a valid date and time',
  date: 'must be a valid date',
  time: 'must be a valid time',
  url: 'must be a valid web address',
};

type Issue = z.core.$ZodRawIssue;

/** The message for an issue whose schema gave none. */
export function issueMessage(issue: Issue): string {
  const field = fieldLabel(issue.path);
  const i = issue as Issue & Record<string, unknown>;
  const missing = issue.input === undefined || issue.input === null;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'invalid_value')) {
    return `${field} is required.`;
  }
  switch (issue.code) {
    case 'invalid_type': {
      const words = TYPE_WORDS[String(i.expected)];
      return `${field} ${words ?? 'is not valid'}.`;
    }
    case 'too_big': {
      const max = i.maximum as number | bigint | Date;
      switch (i.origin) {
        case 'string':
          return `${field} must be at most ${countOf(Number(max), 'character')}.`;
        case 'array':
        case 'set':
          return `${field} can have at most ${countOf(Number(max), 'item')}.`;
        case 'date':
          return `${field} must be on or before ${formatLimit(max)}.`;
        case 'number':
        case 'int':
        case 'bigint':
          return i.inclusive === false
            ? `${field} must be less than ${formatLimit(max)}.`
            : `${field} must be at most ${formatLimit(max)}.`;
        default:
          return `${field} is too large.`;
      }
    }
    case 'too_small': {
      const min = i.minimum as number | bigint | Date;
      switch (i.origin) {
        case 'string':
          return Number(min) <= 1 ? `${field} is required.` : `${field} must be at least ${countOf(Number(min), 'character')}.`;
        case 'array':
        case 'set':
          return Number(min) <= 1 ? `${field} needs at least one item.` : `${field} needs at least ${countOf(Number(min), 'item')}.`;
        case 'date':
          return `${field} must be on or after ${formatLimit(min)}.`;
        case 'number':
        case 'int':
        case 'bigint':
          return i.inclusive === false
            ? `${field} must be more than ${formatLimit(min)}.`
            : `${field} must be at least ${formatLimit(min)}.`;
        default:
          return `${field} is too small.`;
      }
    }
    case 'invalid_format':
      return `${field} ${FORMAT_WORDS[String(i.format)] ?? 'is not valid'}.`;
    case 'invalid_value': {
      const values = (i.values as unknown[] | undefined) ?? [];
      if (values.length === 1) return `${field} must be ${String(values[0])}.`;
      if (values.length > 1 && values.length <= 8) return `${field} must be one of: ${values.map(String).join(', ')}.`;
      return `${field} is not valid.`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${formatLimit(i.divisor as number)}.`;
    case 'unrecognized_keys': {
      const keys = (i.keys as string[] | undefined) ?? [];
      return `Unknown ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}.`;
    }
    default:
      return `${field} is not valid.`;
  }
}

/**
 * For a check on a schema that has a message of its own (the spec's "Please supply available
 * payload"): zod would give the check that message too; this keeps the check's own words
 * ("Payload must be at most 100,000.").
 */
export const ownWords = { error: (issue: Issue) => issueMessage(issue) };
