import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { passwordFailures, perClient } from '../rate-limits/route-limits.ts';
import { SuccessBody, email, nonEmpty, password, url } from '../../http/schemas.ts';
import { SignInTokens } from '../sessions/sign-in-tokens.ts';

const ALL = ['client', 'server', 'admin'] as const;
const LENGTH_RULE = 'Passwords are 8 to 70 characters (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG).';

export const signUpWithPassword = defineRoute({
  method: 'post',
  path: '/auth/password/sign-up',
  operationId: 'signUpWithPassword',
  tag: 'Password',
  summary: 'Sign up with e-mail and password',
  description: `Creates a user whose primary e-mail (unverified, usable for sign-in) and password are the given ones, and signs them in (a new session). Checks, in order: password sign-in enabled, \`verification_callback_url\` on a trusted domain, sign-up enabled, password length, e-mail not yet used for sign-in by another user (USER_EMAIL_ALREADY_EXISTS). ${LENGTH_RULE} Sent with the access token of an anonymous user (and \`x-stack-allow-anonymous-user: true\`), it upgrades that user in place: same user id, no longer anonymous, a personal team still called "Personal Team" is renamed after the e-mail.`,
  access: { types: ALL, restricted: 'allow' },
  rateLimits: [perClient('sign_ups_per_ip')],
  request: {
    body: z
      .object({
        email,
        password,
        verification_callback_url: url.optional().openapi({ description: 'Where the e-mail verification link leads; must be on a trusted domain of the project.' }),
      })
      .strict(),
    bodyExample: { email: 'ada@example.com', password: 'correct horse battery staple', verification_callback_url: 'https://app.example.com/handler/email-verification' },
  },
  response: { status: 200, description: 'The user is signed up and signed in.', schema: SignInTokens, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 'REDIRECT_URL_NOT_WHITELISTED', 'SIGN_UP_NOT_ENABLED', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'USER_EMAIL_ALREADY_EXISTS', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'],
});

export const signInWithPassword = defineRoute({
  method: 'post',
  path: '/auth/password/sign-in',
  operationId: 'signInWithPassword',
  tag: 'Password',
  summary: 'Sign in with e-mail and password',
  description:
    'Opens a new session for the user whose sign-in e-mail (case-insensitive) and password match. An unknown e-mail and a wrong password give the same answer, EMAIL_PASSWORD_MISMATCH, after the same password-hashing work, so neither the body nor the timing tells whether an e-mail is registered. Imported bcrypt hashes are accepted and replaced by argon2id on success.',
  access: { types: ALL, restricted: 'allow' },
  rateLimits: [perClient('sign_ins_per_ip'), passwordFailures({ in: 'body', name: 'email', normalise: 'email' }, ['EMAIL_PASSWORD_MISMATCH'])],
  request: {
    body: z.object({ email: nonEmpty().openapi({ example: 'ada@example.com' }), password }).strict(),
    bodyExample: { email: 'ada@example.com', password: 'correct horse battery staple' },
  },
  response: { status: 200, description: 'The user is signed in.', schema: SignInTokens, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: ['EMAIL_PASSWORD_MISMATCH', 'PASSWORD_AUTHENTICATION_NOT_ENABLED', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED'],
});

export const updatePassword = defineRoute({
  method: 'post',
  path: '/auth/password/update',
  operationId: 'updatePassword',
  tag: 'Password',
  summary: "Change the signed-in user's password",
  description: `Replaces the password after checking the current one. Checks, in order: password sign-in enabled, new password length, the user has a password (USER_DOES_NOT_HAVE_PASSWORD), the old password matches (PASSWORD_CONFIRMATION_MISMATCH). ${LENGTH_RULE} Every other session of the user is revoked; the session of the access token of this request stays signed in (the API this one is compatible with keeps the session of \`x-stack-refresh-token\` instead).`,
  access: { types: ALL, user: 'schema' },
  rateLimits: [passwordFailures('user', ['PASSWORD_CONFIRMATION_MISMATCH'])],
  request: {
    body: z.object({ old_password: password, new_password: password }).strict(),
    bodyExample: { old_password: 'correct horse battery staple', new_password: 'another long passphrase' },
  },
  response: { status: 200, description: 'The password is changed.', schema: SuccessBody },
  errors: ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'USER_DOES_NOT_HAVE_PASSWORD', 'PASSWORD_CONFIRMATION_MISMATCH'],
});

export const setPassword = defineRoute({
  method: 'post',
  path: '/auth/password/set',
  operationId: 'setPassword',
  tag: 'Password',
  summary: 'Give the signed-in user a first password',
  description: `For users who signed up without one (one-time code, OAuth, passkey). Checks, in order: password sign-in enabled, password length, the user has no password yet (PASSWORD_ALREADY_SET: use /auth/password/update). ${LENGTH_RULE} Every other session of the user is revoked; the session of this request's access token stays signed in.`,
  access: { types: ALL, user: 'schema', recentSignIn: true },
  request: {
    body: z.object({ password }).strict(),
    bodyExample: { password: 'correct horse battery staple' },
  },
  response: { status: 200, description: 'The password is set.', schema: SuccessBody },
  errors: ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_ALREADY_SET'],
});
