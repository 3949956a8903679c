import type { z } from '../../http/zod.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';
import { domainSettings } from './projects.settings.ts';

/** The `domains` slice of a rendered config. */
export type DomainSettings = z.output<typeof domainSettings.schema>;

/**
 * Whether a URL may receive users or codes of this project (verification links, OAuth and
 * sign-in redirects). Only the origin counts, the path is ignored: protocol and host must match
 * one of the project's trusted domains, and the port must be the pattern's port, where a
 * pattern without a port (and a URL on 80/443) means the protocol's default port.
 *
 * Host patterns may hold wildcards: `*` stands for any run of characters inside one label
 * (`*.example.com` matches `app.example.com`, not `a.b.example.com` nor `example.com`), `**`
 * for any run including dots. With `domains.allowLocalhost`, every local URL (localhost,
 * *.localhost, 127.x.x.x, any port) is trusted, so development needs no configuration.
 */
export function isTrustedUrl(project: WithOverrides, url: string): boolean {
  return isTrustedBy(sliceOf(project, domainSettings), url);
}

/** isTrustedUrl against a `domains` slice (pure, so the matching rules are tested without a project). */
export function isTrustedBy(domains: DomainSettings, url: string): boolean {
  const target = parseOrigin(url);
  if (!target) return false;
  if (domains.allowLocalhost && isLocalHost(target.host)) return true;
  return Object.values(domains.trustedDomains).some(({ baseUrl }) => {
    const pattern = parsePattern(baseUrl);
    return pattern !== null && pattern.protocol === target.protocol && pattern.port === target.port && pattern.host.test(target.host);
  });
}

interface Origin {
  protocol: 'http:' | 'https:';
  host: string;
  /** '' for the protocol's default port, as WHATWG URL reports it. */
  port: string;
}

function parseOrigin(url: string): Origin | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  return { protocol: u.protocol, host: u.hostname, port: u.port };
}

/** localhost, any subdomain of localhost, and the IPv4 loopback block 127.0.0.0/8. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

interface Pattern {
  protocol: string;
  host: RegExp;
  port: string;
}

const PATTERN_RE = /^(https?:)\/\/([^/:?#]+)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parsePattern(domain: string): Pattern | null {
  const m = PATTERN_RE.exec(domain.trim());
  if (!m) return null;
  const protocol = m[1].toLowerCase();
  const port = m[3] === undefined || String(Number(m[3])) === DEFAULT_PORT[protocol] ? '' : String(Number(m[3]));
  const rawHost = m[2].toLowerCase();
  if (!rawHost.includes('*')) {
    // Without wildcards the URL parser normalises the host (IDNs to punycode) exactly as it does the target.
    const host = parseOrigin(`${protocol}//${rawHost}`)?.host;
    return host ? { protocol, port, host: new RegExp(`^${escapeRegExp(host)}$`) } : null;
  }
  const source = rawHost
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^.]*'))
    .join('.*');
  return { protocol, port, host: new RegExp(`^${source}$`) };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
