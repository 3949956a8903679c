import ipaddr from 'ipaddr.js';
import type { Config } from '../../config.ts';
import { parseAddressRanges, type AddressRanges } from '../../http/client-ip.ts';

/**
 * Where a project's webhooks may go (ARCHITECTURE §3b: one outbound policy, http/outbound-policy.ts).
 * Production projects: public unicast addresses only, plus what the operator lists in
 * GATEHOUSE_OUTBOUND_ALLOW_PRIVATE. Projects NOT in production mode (the project's development
 * switch) may also reach private and loopback addresses (a receiver on the developer's machine or
 * network), unless the operator set GATEHOUSE_WEBHOOK_PRIVATE_IN_DEVELOPMENT=refuse. Link-local
 * (169.254/16: cloud metadata; fe80::/10), CGNAT, multicast and the rest stay refused for everyone
 * unless the operator lists them.
 */
const DEVELOPMENT_RANGES: AddressRanges = parseAddressRanges('10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 127.0.0.0/8, ::1/128, fc00::/7', 'webhook development ranges');

export function allowedRangesFor(project: { isProductionMode: boolean }, config: Pick<Config, 'outboundAllowPrivate' | 'webhooks'>): AddressRanges {
  if (project.isProductionMode || !config.webhooks.privateInDevelopment) return config.outboundAllowPrivate;
  return [...config.outboundAllowPrivate, ...DEVELOPMENT_RANGES];
}

/** http(s) only, no credentials in the URL (they would be sent to and logged by every hop). */
export function urlShapeProblem(raw: string): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'is not a valid URL';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'must be an http or https URL';
  if (u.username || u.password) return 'must not contain a user name or password';
  if (!u.hostname) return 'must name a host';
  return null;
}

/** The host as a resolver takes it (`[::1]` -> `::1`); numeric forms are left for the resolver to normalise. */
export function hostOf(raw: string): string {
  const h = new URL(raw).hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

export const isIpLiteral = (host: string) => ipaddr.isValid(host);
