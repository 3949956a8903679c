import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { perAddress, perClient } from '../rate-limits/route-limits.ts';
import { email, password, url, SuccessBody } from '../../http/schemas.ts';
import { codeField, CodeBody, CodeCheckResult } from '../verification-codes/verification-codes.schemas.ts';

const ANY = ['client', 'server', 'admin'] as const;
const CODE_ERRORS = ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'] as const;

export const SendResetCodeBody = z.object({ email, callback_url: url }).strict().openapi('SendResetCodeBody');
export const SendResetCodeResult = z
  .object({ success: z.literal('maybe, only if user with e-mail exists') })
  .openapi('SendResetCodeResult', { description: 'The same answer whether or not an account signs in with this address.' });
export const ResetPasswordBody = z.object({ code: codeField, password }).strict().openapi('ResetPasswordBody');

export const sendPasswordResetCode = defineRoute({
  method: 'post',
  path: '/auth/password/send-reset-code',
  operationId: 'sendPasswordResetCode',
  tag: 'Password',
  summary: 'E-mail a password reset link',
  description:
    'If an account signs in with this address, e-mails "Reset your password at <project>" with the link `callback_url?code=<code>` (valid one hour, single use). The answer, and the time it takes, are the same whether or not such an account exists. `callback_url` must be on a trusted domain (checked for every address).',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('password_resets_per_ip'), perAddress({ in: 'body', name: 'email', normalise: 'email' })],
  request: { body: SendResetCodeBody },
  response: { status: 200, description: 'Queued if the account exists.', schema: SendResetCodeResult },
  errors: ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 'REDIRECT_URL_NOT_WHITELISTED'],
});

export const resetPassword = defineRoute({
  method: 'post',
  path: '/auth/password/reset',
  operationId: 'resetPassword',
  tag: 'Password',
  summary: 'Set a new password with a reset code',
  description: 'Uses the reset code, sets the password (also for accounts that had none) and revokes ALL sessions of the user. It also removes the passkey, API keys, OAuth links and verified sign-in addresses added since the password or an address was last proved (sign-up, the last reset); through an address the account never verified, it hands the account to the address\'s owner and removes every other way in (see README "Who owns an address"). The owner is e-mailed what was removed. A password of the wrong length is refused without using the code.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('password_resets_per_ip')],
  request: { body: ResetPasswordBody },
  response: { status: 200, description: 'The password was changed.', schema: SuccessBody },
  errors: ['PASSWORD_AUTHENTICATION_NOT_ENABLED', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', ...CODE_ERRORS],
});

export const checkPasswordResetCode = defineRoute({
  method: 'post',
  path: '/auth/password/reset/check-code',
  operationId: 'checkPasswordResetCode',
  tag: 'Password',
  summary: 'Check a reset code without using it',
  description: 'Answers `{is_code_valid: true}` if /auth/password/reset would accept the code now, or the reason it would not. Never uses the code.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('password_resets_per_ip')],
  request: { body: CodeBody },
  response: { status: 200, description: 'The code is valid.', schema: CodeCheckResult },
  errors: [...CODE_ERRORS],
});
