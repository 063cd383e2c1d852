import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

type AnswerEncoding = 'br' | 'gzip';

/** Answers under this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Above this many bytes an answer is compressed on libuv's thread pool rather than on the event
 * loop (a 135 KB JSON answer takes about 0.7 ms at brotli quality 4).
 */
const ON_THREAD_POOL_FROM = 64 * 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * @fastify/compress's settings (brotli quality 4, zlib's default level), in text mode and with the
 * answer's size known: the same bytes on the wire, made in one call.
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding an Accept-Encoding header takes (RFC 9110 12.5.3): the one of brotli and gzip it
 * rates higher, brotli on a tie; null when it refuses both (q=0) or names neither (identity).
 * "x-gzip" is gzip's old name; "*" rates every encoding the header does not name.
 */
function answerEncodingFor(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const rated = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    rated.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const rate = (e: AnswerEncoding) => rated.get(e) ?? rated.get('*') ?? 0;
  const [br, gzip] = [rate('br'), rate('gzip')];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** The bytes compressed with `encoding`, on the calling thread. */
function encodeNow(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
}

/** The bytes compressed with `encoding`: small answers at once, big ones on the thread pool. */
function encode(body: Buffer, encoding: AnswerEncoding): Buffer | Promise<Buffer> {
  if (body.length < ON_THREAD_POOL_FROM) return encodeNow(body, encoding);
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body);
}

function markEncoded(reply: FastifyReply, encoding: AnswerEncoding): void {
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.removeHeader('content-length');
}

function wantsCompression(req: FastifyRequest, reply: FastifyReply): AnswerEncoding | null {
  if (req.headers['x-no-compression'] !== undefined) return null;
  const current = reply.getHeader('content-encoding');
  if (current && current !== 'identity') return null;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return null;
  return answerEncodingFor(req.headers['accept-encoding']);
}

/**
 * Text an answer is made of, kept with its compressed copies: an answer sent many times (a
 * remembered list page) is compressed once per encoding, not once per call.
 */
export class CompressibleText {
  private bytes = -1;
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly text: string) {}

  /** The bytes for this request: compressed when the caller takes it (and it is worth it). */
  bodyFor(req: FastifyRequest, reply: FastifyReply): string | Buffer {
    const encoding = wantsCompression(req, reply);
    if (!encoding) return this.text;
    if (this.bytes < 0) this.bytes = Buffer.byteLength(this.text);
    if (this.bytes < COMPRESS_THRESHOLD) return this.text;
    let body = this.encoded.get(encoding);
    if (!body) {
      // On the event loop even when big (135 KB takes about 0.7 ms): once per page and encoding.
      // Copied out: zlib's answer is a slice of its 16 KB output buffer, which it would keep alive.
      body = Buffer.from(encodeNow(Buffer.from(this.text), encoding));
      this.encoded.set(encoding, body);
    }
    markEncoded(reply, encoding);
    return body;
  }
}

/**
 * Compresses answers held in memory (serialized JSON, text) in one call each, when the caller
 * takes brotli or gzip. Registered ahead of @fastify/compress, which is then left the streamed
 * answers (files): its stream pipeline cost 1-2 ms of CPU per 33 KB list page, several times the
 * page's own work, where one call costs 0.1-0.2 ms.
 */
export function registerCompressedAnswers(app: FastifyInstance): void {
  // A callback hook, as every hook that runs on each call (ADR 0020): no promise for the answers
  // that go out as they are.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // A string of n characters is at most 3n bytes: most small answers are let through unmeasured.
    if (payload.length * 3 < COMPRESS_THRESHOLD || Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return done(null, payload);
    const encoding = wantsCompression(req, reply);
    if (!encoding) return done(null, payload);
    const sent = (bytes: Buffer) => {
      markEncoded(reply, encoding);
      done(null, bytes);
    };
    const bytes = encode(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
    if (Buffer.isBuffer(bytes)) sent(bytes);
    else bytes.then(sent, (err: Error) => done(err));
  });
}
