import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { nonEmpty, url } from '../../http/schemas.ts';
import { perClient } from '../rate-limits/route-limits.ts';

/** As in the authorize query: a whole redirect URL must stay well inside what HTTP servers accept. */
const shortUrl = url.refine((v) => v.length <= 2000, '{path} must be at most 2000 characters');

export const CrossDomainAuthorizeBody = z
  .object({
    redirect_uri: shortUrl.openapi({ maxLength: 2000, description: "The other domain's callback URL; must be on a trusted domain. The code and state are added to it.", example: 'http://localhost:3000/handler/oauth-callback' }),
    state: z.string().min(1).max(512).openapi({ description: "The receiving app's own state, returned with the code.", example: 'x8dq2r5mFv' }),
    code_challenge: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{43,128}$/, '{path} must be 43 to 128 URL-safe characters (a base64url S256 digest)')
      .openapi({ description: 'PKCE: base64url(SHA-256(code_verifier)); the verifier is presented at the token exchange.', example: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }),
    // RFC 9700 §2.1.1: `plain` gives no protection against a stolen code; only S256 is accepted.
    code_challenge_method: z.enum(['S256']).openapi({ description: 'Only `S256` (`plain` is refused).' }),
    after_callback_redirect_url: shortUrl.optional().openapi({ maxLength: 2000, description: 'Returned by the token exchange for the receiving app to go to; must be trusted.', example: 'http://localhost:3000/dashboard' }),
  })
  .strict()
  .openapi('CrossDomainAuthorizeRequest');

export const CrossDomainAuthorizeResult = z
  .object({
    redirect_url: z.string().openapi({ description: 'redirect_uri with `code` (single-use, 5 minutes) and `state` added.', example: 'http://localhost:3000/handler/oauth-callback?code=3f9k2m7q8w1e4r6t0y5u2i8o9p3a7s1d6f4g8h2j5k9l3z&state=x8dq2r5mFv' }),
  })
  .openapi('CrossDomainAuthorizeResult');

export const authorizeCrossDomain = defineRoute({
  method: 'post',
  path: '/auth/oauth/cross-domain/authorize',
  operationId: 'authorizeCrossDomain',
  tag: 'OAuth',
  summary: 'Hand the current session over to another domain of the app',
  description:
    "Issues a one-time authorization code bound to the caller's session, for another domain of the app to exchange at POST /auth/oauth/token (`grant_type=authorization_code`, with the PKCE verifier of `code_challenge` and this `redirect_uri`). The exchange answers `is_new_user: false` and asks for no second factor: the session already passed it. Without refresh-token rotation it hands over the session's own refresh token; with rotation (the default) one token chain cannot have two holders, so the other domain gets a sibling session of the same user that ends when this one does. `x-stack-refresh-token` must be the current refresh token of the access token's session (else REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED). redirect_uri and after_callback_redirect_url must be on the project's trusted domains (REDIRECT_URL_NOT_WHITELISTED). The code works once, for 5 minutes, and dies with the session: an exchange after the session was revoked or expired is INVALID_AUTHORIZATION_CODE.",
  access: { types: ['client', 'server', 'admin'], user: 'required', restricted: 'allow' },
  // Every call stores a code: counted like sign-ins, per client.
  rateLimits: [perClient('sign_ins_per_ip')],
  request: {
    headers: z.object({ 'x-stack-refresh-token': nonEmpty().openapi({ description: 'The refresh token of the session the access token belongs to.' }) }),
    body: CrossDomainAuthorizeBody,
  },
  response: { status: 200, description: 'Where to send the browser: the other domain with the code.', schema: CrossDomainAuthorizeResult },
  errors: ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 'REDIRECT_URL_NOT_WHITELISTED'],
});
