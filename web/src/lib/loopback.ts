/**
 * Browsers refuse WebAuthn on an IP address ("127.0.0.1 is an invalid domain": a relying-party id
 * must be a domain name), so passkeys fail on a dashboard or hosted page opened at 127.0.0.1 or
 * [::1]. `localhost` reaches the same server and is a valid relying party, so the addresses we show
 * are written with it instead (issue 22 item 4).
 */

/** An IPv4 or IPv6 literal host name (URL.hostname form: IPv6 in brackets). */
export function isIpAddressHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[') || hostname.includes(':');
}

/** 127.0.0.0/8 or ::1 (in URL.hostname form, "[::1]"). */
export function isLoopbackIpHost(hostname: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]' || hostname === '::1';
}

/** The same URL with a loopback IP host replaced by localhost (port, path, query and fragment kept); other URLs unchanged. */
export function withLocalhost(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!isLoopbackIpHost(parsed.hostname)) return url;
  parsed.hostname = 'localhost';
  return parsed.toString().replace(/\/$/, url.endsWith('/') ? '/' : '');
}

/**
 * Why passkeys cannot work on this page, or null when they can: the page is at an IP address. With
 * a loopback IP the same page at localhost is offered (null for another IP: no name to offer).
 */
export function passkeyBlockOf(location: { hostname: string; href: string }): { localhostUrl: string | null } | null {
  if (!isIpAddressHost(location.hostname)) return null;
  return { localhostUrl: isLoopbackIpHost(location.hostname) ? withLocalhost(location.href) : null };
}
