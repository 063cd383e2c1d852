import { WEBHOOK_MESSAGES } from '@charter/shared';
import { isPrivateAddress, resolveAll } from '../../lib/public-address.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an endpoint URL is refused, or null when it may be saved: https only, except http to this
 * machine while developing; in production no host that resolves (now) to a private, loopback or
 * link-local address. Each delivery checks the addresses again (lib/public-address.ts).
 */
export async function webhookUrlRefusal(raw: string, production: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentialsRefused;
  const local = LOCAL_HOSTS.has(url.hostname.toLowerCase());
  if (url.protocol === 'http:') {
    if (!local || production) return WEBHOOK_MESSAGES.httpsRequired;
  } else if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsRequired;
  if (!production) return null;
  if (local) return WEBHOOK_MESSAGES.privateRefused;
  try {
    const addresses = await resolveAll(url.hostname);
    if (addresses.length === 0) return WEBHOOK_MESSAGES.unresolvable;
    if (addresses.some((a) => isPrivateAddress(a.address))) return WEBHOOK_MESSAGES.privateRefused;
  } catch {
    return WEBHOOK_MESSAGES.unresolvable;
  }
  return null;
}
