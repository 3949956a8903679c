/**
 * What the SDK-support calls answer. Pure functions: no database, no settings.
 */

/**
 * The SDK version this server is built for (sdk/package.json; a test keeps the two equal). SDKs on
 * this line or newer are up to date.
 */
export const SERVER_SDK_VERSION = '0.1.0';

const MAX_ECHO = 100;

/**
 * The feature name as it may be echoed: strings only, control characters (line breaks) removed so
 * the one-line answer and the log line stay one line, cut to MAX_ECHO characters.
 */
export function printableName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  if (!clean) return null;
  return clean.length > MAX_ECHO ? `${clean.slice(0, MAX_ECHO)}…` : clean;
}

export function featureSupportText(body: unknown): string {
  const feature = body && typeof body === 'object' && !Array.isArray(body) ? printableName((body as Record<string, unknown>).feature_name) : null;
  return `${feature ?? 'This feature'} is not supported yet by this Gatehouse server.`;
}

type Version = [number, number, number];

/** The last x.y.z in the text (`0.1.0`, `v0.1.0`, `js @gatehouse/sdk@0.1.0-beta.1`). */
export function parseVersion(text: string): Version | null {
  const all = [...text.matchAll(/(\d{1,9})\.(\d{1,9})\.(\d{1,9})/g)];
  const m = all[all.length - 1];
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Semver lines: the major, or while below 1.0 the minor too, since 0.x minors may break. */
const lineOf = (v: Version) => (v[0] === 0 ? `0.${v[1]}` : `${v[0]}`);
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

export type VersionAnswer = { upToDate: true } | { upToDate: false; error: string; severe: boolean };

export function checkClientVersion(clientVersion: string, serverVersion: string = SERVER_SDK_VERSION): VersionAnswer {
  // Stack Auth's own SDKs speak the wire contract this server implements, whatever their version
  // number (which is not ours to compare): they are not warned about.
  if (/@stackframe\//.test(clientVersion)) return { upToDate: true };
  const server = parseVersion(serverVersion)!;
  const client = parseVersion(clientVersion);
  if (!client) {
    return { upToDate: false, error: `The SDK version could not be read (expected x.y.z). This server is built for SDK ${serverVersion}.`, severe: false };
  }
  const shown = client.join('.');
  if (compare(client, server) >= 0) {
    if (lineOf(client) === lineOf(server)) return { upToDate: true };
    return { upToDate: false, error: `This SDK (${shown}) is newer than the version this server is built for (${serverVersion}); some of its calls may not be supported. Upgrade the server.`, severe: false };
  }
  const severe = lineOf(client) !== lineOf(server);
  return {
    upToDate: false,
    error: `This SDK (${shown}) is older than the version this server is built for (${serverVersion}). ${severe ? 'It is on an incompatible line and will likely break: upgrade it now.' : 'Upgrade it.'}`,
    severe,
  };
}
