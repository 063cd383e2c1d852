import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * Inputs the API fuzz test sends: values a careless or hostile caller might put anywhere, and
 * bodies built from the OpenAPI document's own schemas with some of their leaves replaced.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A string with NUL characters inside (PostgreSQL text cannot hold them). */
export const nulString = fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}\u0000`);
/** A string far past any field's limit, still below the 1 MiB body limit. */
export const hugeString = fc.integer({ min: 3_000, max: 200_000 }).map((n) => 'x'.repeat(n));
export const badNumber = fc.constantFrom(
  3e9,
  -3e9,
  1e12,
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-9,
);
export const badDate = fc.constantFrom(
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '2026-02-30T10:00:00+10:00',
  '2025-02-29T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '1900-01-01',
  '2026-13-01T00:00:00+10:00',
  '2026-01-01T25:61:00Z',
  'yesterday',
  '1e12',
);
export const oddValue = fc.constantFrom<Json>(
  null,
  true,
  false,
  [],
  {},
  [null],
  { a: 1 },
  '',
  ' ',
  '🚀✈️',
  '\ud800',
  '=1+1',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '99999999999999999999',
);

/** Anything wrong: wrong type, out of range, impossible date, NUL-laden or huge. */
export const badValue: fc.Arbitrary<Json> = fc.oneof(
  nulString,
  hugeString,
  badNumber,
  badDate,
  oddValue,
  fc.string({ maxLength: 30 }),
  fc.uuid(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

/** Bodies that are not JSON, or JSON a parser may choke on (sent as the raw text). */
export const rawBody = fc.constantFrom(
  '{"a":',
  '\u0000',
  '{"a":"\\u0000"}',
  'null',
  '[]',
  '"x"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":' + '['.repeat(2_000) + ']'.repeat(2_000) + '}',
  '{"a":1e999}',
  '\ufeff{}',
);

/** A query-string or path value: text that the server must read as text (or refuse). */
export const badText = fc.oneof(
  nulString,
  fc.integer({ min: 2_000, max: 12_000 }).map((n) => 'x'.repeat(n)),
  badNumber.map(String),
  badDate,
  fc.constantFrom('', ' ', '%', '\ud800', '🚀', '-1', '1.5', 'true', 'null', '[]', '{}', '=1+1', 'NaN', 'Infinity'),
  fc.string({ maxLength: 30 }),
  fc.uuid(),
);

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
  minimum?: number;
}

const FUTURE = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** A plausible valid value for a JSON schema (the seed the fuzzer mutates). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0, name = ''): Json {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sampleOf(alt.find((s) => s.type !== 'null') ?? alt[0], depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sampleOf(v, depth + 1, k);
      return out;
    }
    case 'array':
      return [sampleOf(schema.items, depth + 1, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return FUTURE;
      if (schema.format === 'date') return FUTURE.slice(0, 10);
      if (schema.format === 'email' || /email|userName/i.test(name)) return 'admin@demo.test';
      if (/phone|contactNumber/i.test(name)) return '0400 000 000';
      if (/password/i.test(name)) return 'Password1!';
      if (/time|date|expired/i.test(name)) return FUTURE;
      return 'text';
    default:
      return null;
  }
}

type Path = (string | number)[];

/** Every place in a value that can be replaced: the value itself and all that it holds. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function replaced(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, next) : v));
  if (value && typeof value === 'object') return { ...value, [head!]: replaced(value[head as string] ?? null, rest, next) };
  return value;
}

/** What a mutation does to the value at its place. */
const change: fc.Arbitrary<(v: Json) => Json> = fc.oneof(
  badValue.map((bad) => () => bad),
  // The value kept, with a NUL inside (a valid e-mail or name otherwise).
  fc.nat(40).map((at) => (v: Json) => (typeof v === 'string' ? `${v.slice(0, at)}\u0000${v.slice(at)}` : v)),
  // A number far out of range, or one that does not fit the column.
  badNumber.map((n) => (v: Json) => (typeof v === 'number' ? n : v)),
  badDate.map((d) => (v: Json) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? d : v)),
);

/** The seed with one to three of its places changed, or a bad value instead of it. */
export function mutatedBody(seed: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(seed);
  const mutations = fc.array(fc.tuple(fc.nat(paths.length - 1), change), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutations.map((ms) => ms.reduce<Json>((body, [i, f]) => replaced(body, paths[i]!, f(valueAt(body, paths[i]!))), seed)),
    },
    { weight: 1, arbitrary: badValue },
    // Every string of the seed with a NUL inside.
    { weight: 1, arbitrary: fc.constant(withNul(seed)) },
  );
}

function valueAt(value: Json, path: Path): Json {
  let v: Json = value;
  for (const step of path) v = v && typeof v === 'object' ? ((v as Record<string | number, Json>)[step] ?? null) : null;
  return v;
}

function withNul(value: Json): Json {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

export type { Json, JsonSchema };
