import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request on someone's behalf must not reach: loopback, private networks, link-local
 * (cloud metadata services live there), carrier-grade NAT, unspecified, multicast and reserved
 * ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 addresses are checked as the IPv4 they carry).
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a host name resolves to (an IP literal resolves to itself). */
export function resolveAll(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return Promise.resolve([{ address: bare, family: isIP(bare) }]);
  return new Promise((resolve, reject) => dnsLookup(bare, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private, loopback or link-local address`);
  }
}

/**
 * A `lookup` for http.request that refuses a host any of whose addresses is private: the check is
 * made on the very resolution the connection uses, so a name that resolved to a public address
 * when it was saved and to an inner one now (DNS rebinding) is refused.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  resolveAll(hostname).then(
    (addresses) => {
      if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
        callback(new PrivateAddressError(hostname), '', 0);
      } else if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (err: NodeJS.ErrnoException) => callback(err, '', 0),
  );
}
