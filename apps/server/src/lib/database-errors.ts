/**
 * What the error handler needs to know about a failed query, and what it may write to the log.
 * Drizzle wraps a PostgreSQL error in a DrizzleQueryError whose message carries the SQL and its
 * parameters ("Failed query: ...\nparams: ..."): the parameters are people's data, so they never
 * reach the log.
 */

interface WithCode {
  code?: unknown;
  cause?: unknown;
}

/** The errors an error wraps (its causes), itself first; at most a few deep. */
function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e: unknown = err; e && typeof e === 'object' && out.length < 5; e = (e as WithCode).cause) out.push(e);
  return out;
}

/** The PostgreSQL SQLSTATE of an error or of what it wraps. */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    const code = (e as WithCode).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * PostgreSQL refused a value as data: class 22 (data exception: invalid text, out-of-range number
 * or date, bad encoding, NUL) or 54000 (a value past a program limit). The request carried
 * something the schemas should have stopped: the caller's fault, answered 400, not 500.
 */
export function isBadDataError(err: unknown): boolean {
  const state = sqlState(err);
  return !!state && (state.startsWith('22') || state === '54000');
}

const withoutParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]') : text;

/** One error of the chain as the log may show it. */
function loggable(e: unknown, withStack: boolean): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: String(e) };
  const code = (e as WithCode).code;
  return {
    type: e.constructor?.name ?? 'Error',
    ...(typeof code === 'string' ? { code } : {}),
    message: withoutParams(e.message),
    ...(withStack ? { stack: withoutParams(e.stack) } : {}),
  };
}

/** An error as the log may show it: type, code, message and stack, without query parameters or row details. */
export function loggableError(err: unknown): Record<string, unknown> {
  const [first, ...causes] = chain(err);
  return { ...loggable(first, true), ...(causes.length ? { causes: causes.map((c) => loggable(c, false)) } : {}) };
}
