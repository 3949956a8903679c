import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { inRanges, type AddressRanges } from './client-ip.ts';

/**
 * The one policy for connections to an address a tenant chose (project SMTP hosts today, webhook
 * URLs next). Only public unicast destinations are reached; private, loopback, link-local,
 * unspecified, CGNAT, multicast, broadcast, reserved and every address that embeds one (IPv4-mapped,
 * NAT64, 6to4, Teredo) are refused unless the operator lists them in
 * GATEHOUSE_OUTBOUND_ALLOW_PRIVATE. The host is resolved here and the caller connects to the
 * checked address, so a DNS answer that changes between check and connect (rebinding) changes nothing.
 *
 * Whatever goes wrong (refused by the policy, no such host, connection refused, no answer in time)
 * the tenant sees the same OutboundUnreachable: otherwise the answers map the operator's network.
 */

export const OUTBOUND_UNREACHABLE_MESSAGE =
  'Could not connect to the server at this host and port: it refused, did not answer in time, or is not an address this server connects to.';

export class OutboundUnreachable extends Error {
  constructor() {
    super(OUTBOUND_UNREACHABLE_MESSAGE);
    this.name = 'OutboundUnreachable';
  }
}

/** Whether one resolved address may be connected to. Anything ipaddr.js does not call plain `unicast` is refused. */
export function isAllowedAddress(address: string, allow: AddressRanges): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process(): `::ffff:127.0.0.1` is judged (and matched against the allow list) as 127.0.0.1.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast' || inRanges(parsed, allow);
}

/** `[::1]` (URL form) is the address ::1. */
function bareHost(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * Every address the host resolves to (the system resolver, as a connect would use: /etc/hosts,
 * numeric forms like `2130706433` or `0x7f.1` included); null when it does not resolve in time.
 */
async function resolveAll(host: string, timeoutMs: number): Promise<string[] | null> {
  const name = bareHost(host.trim());
  if (!name || name.length > 253) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = await Promise.race([
      lookup(name, { all: true, verbatim: true }),
      new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('DNS timeout')), timeoutMs))),
    ]);
    return found.map((a) => a.address);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address to connect to for `host`: resolved once, every answer checked (one bad answer refuses
 * the host: a round-robin name must not reach the inside now and then). Throws OutboundUnreachable.
 */
export async function resolveOutbound(host: string, allow: AddressRanges, timeoutMs: number): Promise<string> {
  const addresses = await resolveAll(host, timeoutMs);
  if (!addresses?.length || !addresses.every((a) => isAllowedAddress(a, allow))) throw new OutboundUnreachable();
  return ipaddr.process(addresses[0]).toString();
}

/**
 * The check made when a tenant saves an address (before any connection): false when the host is,
 * or resolves to, a refused address. A name that does not resolve (yet) is accepted here; the check
 * at connect time is the one that holds.
 */
export async function mayBeSaved(host: string, allow: AddressRanges): Promise<boolean> {
  const addresses = await resolveAll(host, 5_000);
  if (bareHost(host.trim()).length > 253) return false;
  return !addresses || addresses.every((a) => isAllowedAddress(a, allow));
}

/** Waits until `startedAt + minMs`, so a quick refusal takes as long as a slow one. */
export async function atLeast(startedAt: number, minMs: number): Promise<void> {
  const left = startedAt + minMs - Date.now();
  if (left > 0) await new Promise((ok) => setTimeout(ok, left));
}
