import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyOfCode } from './error-families.ts';
import {
  ApiKeyNotValidError, GatehouseError, InvalidAccessTokenError, InvalidAdminAccessTokenError, InvalidProjectAuthenticationError,
  InvalidResponseError, KnownError, PasswordRequirementsNotMetError, RefreshTokenError, UnrecognisedKnownError, VerificationCodeError,
  familyClasses,
} from './errors.ts';
import { frameworkErrors } from '../../server/src/http/errors.ts';
import { knownErrorClasses, knownErrorStatuses, MethodNotAllowedError, RouteNotFoundError } from './errors.generated.ts';
import { isKnownError, knownErrorFromWire } from './known-errors.ts';

const spec = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: { KnownError: { 'x-stack-known-errors': Record<string, { status: number }> } } };
};
const catalogue = spec.components.schemas.KnownError['x-stack-known-errors'];
const specCodes = Object.keys(catalogue).sort();

const wire = (code: string, details?: unknown) => JSON.stringify(details === undefined ? { code, error: `msg ${code}` } : { code, details, error: `msg ${code}` });

describe('one class per catalogue code', () => {
  it('has a class and the documented status for every code of the catalogue in openapi.json', () => {
    expect(Object.keys(knownErrorClasses).sort()).toEqual(specCodes);
    for (const code of specCodes) {
      const status = catalogue[code]!.status;
      expect((knownErrorStatuses as Record<string, number>)[code], code).toBe(status);
      expect((knownErrorClasses as Record<string, { status: number; code: string }>)[code]!.code).toBe(code);
    }
  });

  it('rebuilds each code as its own class, a KnownError and a GatehouseError', () => {
    for (const code of specCodes) {
      const e = knownErrorFromWire(code, 400, wire(code, { x: 1 }));
      expect(e).toBeInstanceOf((knownErrorClasses as Record<string, typeof KnownError>)[code]!);
      expect(e).toBeInstanceOf(KnownError);
      expect(e).toBeInstanceOf(GatehouseError);
      expect(e.code).toBe(code);
      expect(e.message).toBe(`msg ${code}`);
    }
  });

  it('puts every generated class of a family code under that family', () => {
    for (const [code, family] of Object.entries(familyOfCode)) {
      const e = knownErrorFromWire(code, 401, wire(code));
      expect(e, code).toBeInstanceOf(familyClasses[family]);
    }
  });
});

describe('families of wire-contract §4.1', () => {
  const cases: Array<[string, typeof KnownError]> = [
    ['UNPARSABLE_ACCESS_TOKEN', InvalidAccessTokenError],
    ['ACCESS_TOKEN_EXPIRED', InvalidAccessTokenError],
    ['INVALID_PROJECT_FOR_ACCESS_TOKEN', InvalidAccessTokenError],
    ['ACCESS_TOKEN_REVOKED', InvalidAccessTokenError],
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', RefreshTokenError],
    ['CANNOT_DELETE_CURRENT_SESSION', RefreshTokenError],
    ['PROVIDER_REJECTED', RefreshTokenError],
    ['VERIFICATION_CODE_NOT_FOUND', VerificationCodeError],
    ['VERIFICATION_CODE_EXPIRED', VerificationCodeError],
    ['VERIFICATION_CODE_ALREADY_USED', VerificationCodeError],
    ['VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', VerificationCodeError],
    ['PASSWORD_TOO_SHORT', PasswordRequirementsNotMetError],
    ['PASSWORD_TOO_LONG', PasswordRequirementsNotMetError],
    ['UNPARSABLE_ADMIN_ACCESS_TOKEN', InvalidAdminAccessTokenError],
    ['ADMIN_ACCESS_TOKEN_EXPIRED', InvalidAdminAccessTokenError],
    ['INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN', InvalidAdminAccessTokenError],
    ['ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', InvalidAdminAccessTokenError],
    ['ADMIN_ACCESS_TOKEN_REVOKED', InvalidAdminAccessTokenError],
    ['API_KEY_EXPIRED', ApiKeyNotValidError],
    ['API_KEY_REVOKED', ApiKeyNotValidError],
    ['API_KEY_NOT_FOUND', ApiKeyNotValidError],
    ['WRONG_API_KEY_TYPE', ApiKeyNotValidError],
    ['INVALID_PUBLISHABLE_CLIENT_KEY', InvalidProjectAuthenticationError],
  ];
  it.each(cases)('%s is a %o', (code, family) => {
    // Works whether or not the code is already declared by a route (generated) or only known by family.
    expect(knownErrorFromWire(code, 401, wire(code))).toBeInstanceOf(family);
  });

  it('keeps families apart', () => {
    expect(knownErrorFromWire('ACCESS_TOKEN_EXPIRED', 401, wire('ACCESS_TOKEN_EXPIRED'))).not.toBeInstanceOf(InvalidAdminAccessTokenError);
    expect(knownErrorFromWire('ADMIN_ACCESS_TOKEN_EXPIRED', 401, wire('ADMIN_ACCESS_TOKEN_EXPIRED'))).not.toBeInstanceOf(InvalidAccessTokenError);
  });
});

describe('routing errors (answered for requests no operation matches; the contract catalogue lists them)', () => {
  it('match the server catalogue: code, status and details keys', () => {
    const routing = { ROUTE_NOT_FOUND: RouteNotFoundError, METHOD_NOT_ALLOWED: MethodNotAllowedError } as const;
    for (const [code, Cls] of Object.entries(routing)) {
      const def = frameworkErrors[code as keyof typeof routing];
      expect(Cls.status, code).toBe(def.status);
      expect(knownErrorClasses[code as keyof typeof routing]).toBe(Cls);
      const e = knownErrorFromWire(code, def.status, wire(code, { method: 'GET', path: '/x', allowed_methods: ['POST'] }));
      expect(e).toBeInstanceOf(Cls);
      expect(Object.keys(def.details!.shape).every((k) => k in (e.details as object)), code).toBe(true);
    }
  });

  it('ROUTE_NOT_FOUND keeps the server message and does not ask for an SDK update', () => {
    const e = knownErrorFromWire('ROUTE_NOT_FOUND', 404, JSON.stringify({ code: 'ROUTE_NOT_FOUND', details: { method: 'GET', path: '/api/v1/nope' }, error: 'There is no API route GET /api/v1/nope.' }));
    expect(e).toBeInstanceOf(RouteNotFoundError);
    expect(e).not.toBeInstanceOf(UnrecognisedKnownError);
    expect(e).toMatchObject({ code: 'ROUTE_NOT_FOUND', status: 404, message: 'There is no API route GET /api/v1/nope.' });
    expect(knownErrorFromWire('METHOD_NOT_ALLOWED', 405, wire('METHOD_NOT_ALLOWED', {}))).toBeInstanceOf(MethodNotAllowedError);
  });
});

describe('wire parsing', () => {
  it('keeps status and details', () => {
    const e = knownErrorFromWire('CURRENT_PROJECT_NOT_FOUND', 400, wire('CURRENT_PROJECT_NOT_FOUND', { project_id: 'p' }));
    expect(e).toMatchObject({ status: 400, details: { project_id: 'p' } });
  });

  it('requires the header to equal body.code', () => {
    expect(() => knownErrorFromWire('USER_NOT_FOUND', 404, wire('PROJECT_NOT_FOUND'))).toThrow(InvalidResponseError);
  });

  it('rejects a non-JSON body', () => {
    expect(() => knownErrorFromWire('USER_NOT_FOUND', 404, 'oops')).toThrow(InvalidResponseError);
  });

  it('turns an unknown code into UnrecognisedKnownError (still a KnownError)', () => {
    const e = knownErrorFromWire('SOMETHING_NEW', 418, wire('SOMETHING_NEW'));
    expect(e).toBeInstanceOf(UnrecognisedKnownError);
    expect(e).toBeInstanceOf(KnownError);
    expect(e.message).toContain('update');
  });

  it('isKnownError narrows by code', () => {
    const e: unknown = knownErrorFromWire('CURRENT_PROJECT_NOT_FOUND', 400, wire('CURRENT_PROJECT_NOT_FOUND', { project_id: 'p' }));
    expect(isKnownError(e, 'CURRENT_PROJECT_NOT_FOUND')).toBe(true);
    expect(isKnownError(e, 'PROJECT_NOT_FOUND')).toBe(false);
    expect(isKnownError(new Error('x'), 'PROJECT_NOT_FOUND')).toBe(false);
    if (isKnownError(e, 'CURRENT_PROJECT_NOT_FOUND')) expect(e.details.project_id).toBe('p');
  });
});
