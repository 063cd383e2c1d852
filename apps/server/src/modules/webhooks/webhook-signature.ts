import { createHmac } from 'node:crypto';

/**
 * The signature header's value for a body sent at `t` (unix seconds): `t=<t>,v1=<hex HMAC-SHA256
 * of "<t>.<body>" with the endpoint's secret>`. Signing the time with the body lets a receiver
 * refuse a replayed old delivery (the reference's snippet allows 5 minutes).
 */
export function webhookSignature(secret: string, t: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
