/**
 * The approximate location an edge in front of Gatehouse (Cloudflare, Vercel) puts in headers.
 * Read only when the request's peer is a trusted proxy (GATEHOUSE_TRUSTED_PROXIES, the rule
 * X-Forwarded-For follows): from anyone else the headers are the client's own words. Every value
 * is checked on its own and dropped when it is not what the edge sends, never refused: a sign-in
 * must not fail on a location. No GeoIP database is shipped.
 */
export interface EdgeLocation {
  countryCode: string | null;
  regionCode: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  tzIdentifier: string | null;
}

/** Longest city name kept (the column's check says the same). */
export const MAX_CITY_LENGTH = 100;
/** Longest IANA time-zone name kept (the longest real one is ~32). */
export const MAX_TZ_LENGTH = 64;

type HeaderOf = (name: string) => string | undefined;

const EDGES = [
  { country: 'cf-ipcountry', region: 'cf-region-code', city: 'cf-ipcity', lat: 'cf-iplatitude', lon: 'cf-iplongitude', tz: 'cf-timezone', cityEncoded: false },
  { country: 'x-vercel-ip-country', region: 'x-vercel-ip-country-region', city: 'x-vercel-ip-city', lat: 'x-vercel-ip-latitude', lon: 'x-vercel-ip-longitude', tz: 'x-vercel-ip-timezone', cityEncoded: true },
] as const;

/** The location from the first edge whose headers give anything valid; null when none does. */
export function edgeLocationOf(header: HeaderOf): EdgeLocation | null {
  for (const edge of EDGES) {
    const loc: EdgeLocation = {
      countryCode: country(header(edge.country)),
      regionCode: region(header(edge.region)),
      cityName: city(header(edge.city), edge.cityEncoded),
      latitude: coordinate(header(edge.lat), 90),
      longitude: coordinate(header(edge.lon), 180),
      tzIdentifier: timeZone(header(edge.tz)),
    };
    if (Object.values(loc).some((v) => v !== null)) return loc;
  }
  return null;
}

/** ISO 3166-1 alpha-2; Cloudflare's XX (unknown) and T1 (Tor) are no country. */
function country(v: string | undefined): string | null {
  const s = v?.trim().toUpperCase();
  return s && /^[A-Z]{2}$/.test(s) && s !== 'XX' ? s : null;
}

/** The ISO 3166-2 subdivision part: 1-3 letters or digits. */
function region(v: string | undefined): string | null {
  const s = v?.trim().toUpperCase();
  return s && /^[A-Z0-9]{1,3}$/.test(s) ? s : null;
}

/** Printable text (no control or format characters), at most MAX_CITY_LENGTH; Vercel's is URI-encoded. */
function city(v: string | undefined, encoded: boolean): string | null {
  if (!v) return null;
  let s = v;
  if (encoded) {
    try {
      s = decodeURIComponent(v);
    } catch {
      return null;
    }
  } else {
    s = utf8OfLatin1(v);
  }
  s = s.normalize('NFC').trim();
  if (!s || s.length > MAX_CITY_LENGTH || /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2028\u2029]/u.test(s)) return null;
  return s;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Node reads header bytes as Latin-1, so a city the edge sent as raw UTF-8 ("Zürich") arrives as
 * "ZÃ¼rich": such a value is decoded again when its bytes are valid UTF-8; anything else stays.
 */
function utf8OfLatin1(v: string): string {
  if (!/[\u0080-\u00ff]/.test(v) || /[^\u0000-\u00ff]/.test(v)) return v;
  try {
    return UTF8.decode(Buffer.from(v, 'latin1'));
  } catch {
    return v;
  }
}

/** A plain decimal number within ±limit (no hex, exponents or Infinity). */
function coordinate(v: string | undefined, limit: number): number | null {
  const s = v?.trim();
  if (!s || s.length > 32 || !/^-?\d{1,3}(\.\d{1,15})?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

const ZONES: ReadonlySet<string> = new Set(
  (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [],
);

/** An IANA zone name this runtime knows (Intl), or, where it cannot list them, one shaped like one. */
function timeZone(v: string | undefined): string | null {
  const s = v?.trim();
  if (!s || s.length > MAX_TZ_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,2}$/.test(s)) return null;
  if (ZONES.has(s) || s === 'UTC') return s;
  if (ZONES.size) {
    // Aliases (Europe/Kiev, US/Pacific) are valid but not listed: the runtime accepting it decides.
    try {
      return new Intl.DateTimeFormat('en', { timeZone: s }).resolvedOptions().timeZone ? s : null;
    } catch {
      return null;
    }
  }
  return s;
}
