import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';

/**
 * Who the relying party is for one ceremony. Options go out with a placeholder RP id (the SDK
 * puts the page's host name in, wire-contract §9.5); what the browser then signed names the page
 * in `clientDataJSON.origin`. That origin must be one of the project's trusted domains (or local,
 * with allow_localhost), and the RP id expected in the authenticator data is its host name, so a
 * passkey works only on the site it was made for and only on sites the project trusts.
 */
export const RP_ID_PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';
export const CEREMONY_TIMEOUT_MS = 60_000;
/** EdDSA, ES256, RS256 (wire-contract §9.5). */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export interface RelyingParty {
  origin: string;
  rpId: string;
}

type Refusal = 'PASSKEY_REGISTRATION_FAILED' | 'PASSKEY_AUTHENTICATION_FAILED';

export function relyingPartyOf(project: ProjectRecord, clientDataJSON: string, refusal: Refusal): RelyingParty {
  const origin = originOf(clientDataJSON);
  if (origin === null || !isTrustedUrl(project, origin)) throw knownError(refusal);
  return { origin, rpId: new URL(origin).hostname };
}

/** The origin the browser wrote into clientDataJSON (base64url JSON), or null if it names none. */
function originOf(clientDataJSON: string): string | null {
  let origin: unknown;
  try {
    origin = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown }).origin;
  } catch {
    return null;
  }
  if (typeof origin !== 'string') return null;
  try {
    // A browser always writes a bare origin; anything else (a path, credentials) is not from one.
    return new URL(origin).origin === origin ? origin : null;
  } catch {
    return null;
  }
}
