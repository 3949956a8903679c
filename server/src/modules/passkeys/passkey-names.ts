/**
 * The name a new passkey gets when the user gives none: "Passkey on <browser>, <system>", from the
 * User-Agent of the request that registered it. A few well-known tokens are enough for a label the
 * user can rename; the AAGUID (which authenticator made the key) is not used because no well-kept
 * package maps AAGUIDs to names. The header is the caller's, so only these fixed words can come
 * out of it: nothing the client wrote reaches the name.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // No word boundary: headless Chrome says HeadlessChrome/.
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

export function defaultPasskeyName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const parts = [first(BROWSERS, ua), first(SYSTEMS, ua)].filter(Boolean);
  return parts.length ? `Passkey on ${parts.join(', ')}` : 'Passkey';
}

/** A name as stored: trimmed, inner runs of white space made one space (the schema bounds it to 1-64). */
export const cleanPasskeyName = (name: string) => name.trim().replace(/\s+/g, ' ');
