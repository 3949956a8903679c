import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** Parsed CIDR ranges (IPv4-mapped IPv6 ranges stored as their IPv4 range). */
export type AddressRanges = readonly [Address, number][];
/** The proxies whose `X-Forwarded-For` is believed (GATEHOUSE_TRUSTED_PROXIES), as parsed CIDR ranges. */
export type TrustedProxies = AddressRanges;

/**
 * Parses GATEHOUSE_TRUSTED_PROXIES: a comma-separated list of addresses or CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32, 127.0.0.1`). Throws one clear line for an entry that is neither.
 */
export function parseTrustedProxies(list: string | undefined): TrustedProxies {
  return parseAddressRanges(list, 'GATEHOUSE_TRUSTED_PROXIES');
}

/** A comma-separated list of addresses or CIDR ranges; `setting` names it in the error. */
export function parseAddressRanges(list: string | undefined, setting: string): AddressRanges {
  if (!list) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry): [Address, number] => {
      if (entry.includes('/')) {
        if (!ipaddr.isValidCIDR(entry)) throw new Error(`${setting}: '${entry}' is not an IP address or CIDR range (e.g. 10.0.0.0/8, ::1/128)`);
        return normaliseRange(ipaddr.parseCIDR(entry));
      }
      if (!ipaddr.isValid(entry)) throw new Error(`${setting}: '${entry}' is not an IP address or CIDR range (e.g. 10.0.0.0/8, ::1/128)`);
      const address = ipaddr.process(entry);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    });
}

/** `::ffff:10.0.0.0/104` is the IPv4 range 10.0.0.0/8: addresses are matched after the same unmapping. */
function normaliseRange([address, bits]: [Address, number]): [Address, number] {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}

/** Whether `address` (already unmapped with ipaddr.process) lies in one of `ranges`. */
export function inRanges(address: Address, ranges: AddressRanges): boolean {
  for (const range of ranges) if (range[0].kind() === address.kind() && address.match(range)) return true;
  return false;
}

function isTrusted(address: Address, trusted: TrustedProxies): boolean {
  return inRanges(address, trusted);
}

/** An address as written by a socket or a proxy: plain, `[v6]`, `[v6]:port` or `v4:port`; null when it is none. */
function parseAddress(text: string): Address | null {
  let s = text.trim();
  if (s.startsWith('[')) s = s.slice(1, s.indexOf(']') > 0 ? s.indexOf(']') : undefined);
  else if (/^[\d.]+:\d+$/.test(s)) s = s.slice(0, s.indexOf(':'));
  // process(): an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) is that IPv4 address.
  return ipaddr.isValid(s) ? ipaddr.process(s) : null;
}

/**
 * The rate-limit subject of a client: its IPv4 address, or the /64 its IPv6 address is in (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one host rotate
 * through billions of them). Written in one canonical form, so every spelling of an address
 * (`::ffff:127.0.0.1`, `127.0.0.1`, `2001:DB8:0::1`, `2001:db8::1`) lands in the same bucket.
 */
export function subjectOf(address: Address): string {
  if (address.kind() === 'ipv4') return address.toString();
  const p = (address as ipaddr.IPv6).parts;
  return `${p[0].toString(16)}:${p[1].toString(16)}:${p[2].toString(16)}:${p[3].toString(16)}::/64`;
}

/**
 * The client a request comes from. The socket's peer, unless that peer is a trusted proxy: then
 * `X-Forwarded-For` is read from the right (each proxy appends the address it saw), skipping
 * trusted proxies, and the first address not trusted is the client. Without configured proxies
 * the header is never read: anyone can send it. Null when there is no socket (app.request() in
 * unit tests).
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): Address | null {
  let address = remoteAddress ? parseAddress(remoteAddress) : null;
  if (!address) return null;
  if (forwardedFor && trusted.length && isTrusted(address, trusted)) {
    const hops = forwardedFor.split(',');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = parseAddress(hops[i]);
      // A malformed entry: the proxy that passed it on is the last address anyone vouches for.
      if (!hop) break;
      address = hop;
      if (!isTrusted(hop, trusted)) break;
    }
  }
  return address;
}

/** The rate-limit subject of the request's client (clientAddress, then subjectOf); 'unknown' without a socket. */
export function clientSubject(remoteAddress: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const address = clientAddress(remoteAddress, forwardedFor, trusted);
  return address ? subjectOf(address) : 'unknown';
}

/** Whether the socket's peer is one of the trusted proxies (whose added headers are believed). */
export function isTrustedPeer(remoteAddress: string | undefined, trusted: TrustedProxies): boolean {
  if (!trusted.length || !remoteAddress) return false;
  const address = parseAddress(remoteAddress);
  return address !== null && isTrusted(address, trusted);
}
