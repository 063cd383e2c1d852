import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from '../lib/public-address.js';

export interface SendOutcome {
  /** The HTTP status answered; null when none came (refused, unreachable, timed out). */
  status: number | null;
  /** Why it failed, when it did. */
  error: string | null;
}

/**
 * POSTs one signed body and answers the status. Redirects are not followed (a 3xx is a failure),
 * the whole exchange is cut after `timeoutMs`, and the answer's body is read no further than its
 * first 64 KB and then dropped. With `publicOnly`, a host resolving to a private, loopback or
 * link-local address is refused at connection time (lib/public-address.ts).
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  o: { timeoutMs: number; publicOnly: boolean; signal?: AbortSignal },
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      done({ status: null, error: 'The URL is not valid.' });
      return;
    }
    // An address in the URL is connected to without a lookup: checked here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (o.publicOnly && isIP(literal) && isPrivateAddress(literal)) {
      done({ status: null, error: `${literal} is a private, loopback or link-local address.` });
      return;
    }
    const signal = o.signal ? AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs)]) : AbortSignal.timeout(o.timeoutMs);
    const client = target.protocol === 'https:' ? https : http;
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        signal,
        ...(o.publicOnly ? { lookup: publicOnlyLookup as never } : {}),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65536) res.destroy();
        });
        const status = res.statusCode ?? 0;
        const finish = () => done({ status, error: status >= 200 && status < 300 ? null : `The endpoint answered HTTP ${status}.` });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('error', (err) => {
      const timedOut = signal.aborted && !o.signal?.aborted;
      done({ status: null, error: timedOut ? `No answer within ${Math.round(o.timeoutMs / 1000)} s.` : err.message.slice(0, 300) });
    });
    req.end(body);
  });
}
