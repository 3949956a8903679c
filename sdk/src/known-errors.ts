import { familyOfCode } from './error-families.ts';
import { familyClasses, InvalidResponseError, UnrecognisedKnownError, type KnownError } from './errors.ts';
import { knownErrorClasses, type KnownErrorCode } from './errors.generated.ts';

type KnownErrorClass = new (code: string, status: number, message: string, details: unknown) => KnownError;

/**
 * Rebuilds the typed error from a known-error response. The header must equal `body.code`
 * (SPEC §5): a mismatch is a server bug and surfaces as InvalidResponseError, never as a
 * misleading known error.
 */
export function knownErrorFromWire(headerCode: string, status: number, bodyText: string): KnownError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new InvalidResponseError(`The server sent x-stack-known-error: ${headerCode} with a body that is not JSON.`);
  }
  const b = body as { code?: unknown; error?: unknown; details?: unknown } | null;
  if (!b || typeof b !== 'object' || b.code !== headerCode) {
    throw new InvalidResponseError(
      `The server sent x-stack-known-error: ${headerCode} but the body's code is ${JSON.stringify(b && typeof b === 'object' ? b.code : undefined)}.`,
    );
  }
  const message = typeof b.error === 'string' ? b.error : headerCode;
  // A code this SDK's catalogue lacks still gets its family when error-families.ts names it.
  const family = (familyOfCode as Record<string, keyof typeof familyClasses | undefined>)[headerCode];
  const Cls = (knownErrorClasses as Record<string, KnownErrorClass | undefined>)[headerCode]
    ?? (family ? (familyClasses[family] as unknown as KnownErrorClass) : undefined);
  if (Cls) return new Cls(headerCode, status, message, b.details);
  return new UnrecognisedKnownError(headerCode, status, `${message} (error code ${headerCode} is unknown to this SDK version; please update it)`, b.details);
}

/** Type guard for one code: `if (isKnownError(e, 'USER_EMAIL_ALREADY_EXISTS')) e.details.email`. */
export function isKnownError<C extends KnownErrorCode>(e: unknown, code: C): e is InstanceType<(typeof knownErrorClasses)[C]> {
  return e instanceof Error && 'code' in e && (e as KnownError).code === code && 'status' in e;
}
