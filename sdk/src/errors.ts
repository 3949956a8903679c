import type { FamilyName } from './error-families.ts';

/** Root of every error the SDK throws, so callers can tell Gatehouse failures from their own bugs. */
export class GatehouseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * A known error of the catalogue: the server answered with `x-stack-known-error: <code>` and the
 * body `{code, details?, error}`. Each code has its own subclass (errors.generated.ts), whose
 * parent is its family below, so `instanceof` works at every level.
 */
export class KnownError<C extends string = string, D = unknown> extends GatehouseError {
  /** HTTP status the server sent (the real one, also when x-stack-override-error-status hid it). */
  readonly status: number;
  readonly code: C;
  readonly details: D;
  constructor(code: C, status: number, message: string, details: D) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

// ---- families of wire-contract §4.1 (membership: error-families.ts) ------------------------------
/** The access token is unparsable, expired, of another project or its session was revoked. */
export class InvalidAccessTokenError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** The refresh token is unknown, expired or revoked: the session is over. */
export class RefreshTokenError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** A verification code (e-mail link, OTP, reset code) is unknown, expired, used or exhausted. */
export class VerificationCodeError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** The password is too short or too long. */
export class PasswordRequirementsNotMetError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** The dashboard's admin access token is unparsable, expired, revoked or not an owner's. */
export class InvalidAdminAccessTokenError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** A user or team API key is unknown, expired, revoked or of the wrong type. */
export class ApiKeyNotValidError<C extends string = string, D = unknown> extends KnownError<C, D> {}
/** The app's own project keys are missing or wrong (a configuration problem, not the user's). */
export class InvalidProjectAuthenticationError<C extends string = string, D = unknown> extends KnownError<C, D> {}

export const familyClasses: Record<FamilyName, typeof KnownError> = {
  InvalidAccessTokenError,
  RefreshTokenError,
  VerificationCodeError,
  PasswordRequirementsNotMetError,
  InvalidAdminAccessTokenError,
  ApiKeyNotValidError,
  InvalidProjectAuthenticationError,
};

/**
 * A known-error code this SDK version does not list (the server is newer). Still a KnownError
 * (and still in its family when the family map names the code), so generic handling works.
 */
export class UnrecognisedKnownError extends KnownError {}

// ---- failures that are not catalogue errors ------------------------------------------------------
/** A non-OK status without `x-stack-known-error` (e.g. a plain-text 403, or a 500). */
export class HttpError extends GatehouseError {
  constructor(readonly status: number, readonly body: string, method: string, url: string) {
    super(`${method} ${url} failed with HTTP ${status}${body ? `: ${body.slice(0, 500)}` : ''}`);
  }
}

/** The request never got a response: offline, DNS, connection refused or reset. */
export class NetworkError extends GatehouseError {}

/** The server's answer broke the contract (header/body code mismatch, malformed token response). */
export class InvalidResponseError extends GatehouseError {}
