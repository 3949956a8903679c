import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';
import { defineRoute } from '../../http/router.ts';
import { perAddress, perClient } from '../rate-limits/route-limits.ts';
import { email, url } from '../../http/schemas.ts';
import { CodeBody, CodeCheckResult } from '../verification-codes/verification-codes.schemas.ts';

const ANY = ['client', 'server', 'admin'] as const;

export const SendSignInCodeBody = z.object({ email, callback_url: url }).strict().openapi('SendSignInCodeBody');
export const SendSignInCodeResult = z
  .object({ nonce: z.string().openapi({ description: 'The last 39 characters of the code. Keep it: the typed 6-character code followed by this nonce is the 45-character code for /auth/otp/sign-in.', example: 'x7k2m9q4w1c8v3b6n0z5a2s7d4f9g1h3j6k8l0p2r' }) })
  .openapi('SendSignInCodeResult');

export const OtpSignInResult = z
  .object({
    access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ example: EXAMPLE_REFRESH_TOKEN }),
    is_new_user: z.boolean(),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
  })
  .openapi('OtpSignInResult');

export const sendSignInCode = defineRoute({
  method: 'post',
  path: '/auth/otp/send-sign-in-code',
  operationId: 'sendSignInCode',
  tag: 'One-time codes',
  summary: 'E-mail a sign-in code and magic link',
  description:
    'Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20 attempts per nonce. Needs `magic_link_enabled`; `callback_url` must be on a trusted domain. Every other address answers alike, in the same time, so the route does not tell which addresses have accounts: a code for an address whose account has not verified it is sent too (using it proves the address: see README "Who owns an address"), and with `sign_up_enabled` off an address with no account gets a nonce but no e-mail, and sign-in refuses any code for it as a wrong one.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_sends_per_ip'), perAddress({ in: 'body', name: 'email', normalise: 'email' })],
  request: { body: SendSignInCodeBody },
  response: { status: 200, description: 'The code was queued for delivery.', schema: SendSignInCodeResult },
  errors: ['OTP_SIGN_IN_NOT_ENABLED', 'REDIRECT_URL_NOT_WHITELISTED'],
});

export const signInWithOtp = defineRoute({
  method: 'post',
  path: '/auth/otp/sign-in',
  operationId: 'signInWithOtp',
  tag: 'One-time codes',
  summary: 'Sign in with an e-mailed code',
  description:
    'Consumes the code (the 45 characters of the link, or the typed 6 characters followed by the nonce) and opens a session. The first sign-in of an address creates its user (e-mail verified); sent with an anonymous user\'s access token, that user is upgraded in place instead. Signing in to an existing account never merges an anonymous one. The first code for an address its account never verified hands the account to the address\'s owner: every other way in (sessions, passkey, OAuth links, other addresses, TOTP, API keys, password) is removed first and the owner is e-mailed the list. If the same code arrives twice at once, exactly one request succeeds.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'Signed in.', schema: OtpSignInResult },
  errors: [
    'VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED',
    'OTP_SIGN_IN_NOT_ENABLED', 'USER_EMAIL_ALREADY_EXISTS', 'SIGN_UP_NOT_ENABLED', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED',
  ],
});

export const checkOtpCode = defineRoute({
  method: 'post',
  path: '/auth/otp/sign-in/check-code',
  operationId: 'checkOtpCode',
  tag: 'One-time codes',
  summary: 'Check a sign-in code without using it',
  description: 'Answers `{is_code_valid: true}` if /auth/otp/sign-in would accept the code now, or the reason it would not. Never consumes the code; counts as an attempt on its nonce.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('code_checks_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The code is valid.', schema: CodeCheckResult },
  errors: ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'],
});
