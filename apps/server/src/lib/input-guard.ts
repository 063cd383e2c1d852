import type { FastifyInstance } from 'fastify';
import { findNul, nulMessage } from '@charter/shared';
import { badRequest } from './http-errors.js';

const where = (path: (string | number)[]) => (path.length ? path.map(String).join('.') : '_');

/** Throws a 400 naming the field when a value holds a NUL character (PostgreSQL text cannot). */
export function rejectNul(value: unknown): void {
  const path = findNul(value);
  if (!path) return;
  const message = nulMessage(path);
  throw badRequest([message], { [where(path)]: [message] });
}

/**
 * Design rule 10 for every call at once: no body, query or path value carrying a NUL character
 * reaches a handler, whether the route validates with a schema or in its service. (Multipart
 * fields and encoded bodies are checked where they are read, by parseOr400.)
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: this runs on every call, and a promise per call adds up.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      rejectNul(req.params);
      rejectNul(req.query);
      rejectNul(req.body);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
