import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the passkeys module owns (wire-contract §4.5, §9.5; codes are never renamed). */
export const passkeysErrors = defineErrors({
  PASSKEY_AUTHENTICATION_NOT_ENABLED: def({ status: 400, message: 'Passkey authentication is not enabled for this project.' }),
  PASSKEY_REGISTRATION_FAILED: def({
    status: 400,
    message: 'The passkey could not be registered: the answer of the authenticator did not verify for this challenge, user and site. Start the registration again.',
  }),
  PASSKEY_NOT_FOUND: def({ status: 404, message: 'The passkey does not exist.' }),
  PASSKEY_LIMIT_REACHED: def({
    status: 400,
    details: z.object({ max: z.number().int().openapi({ example: 25 }) }),
    message: (d) => `An account can have at most ${d.max} passkeys. Remove one you no longer use, then add the new one.`,
  }),
  PASSKEY_AUTHENTICATION_FAILED: def({ status: 400, message: 'Passkey authentication failed. Please try again.' }),
  // Raised by the SDK, not the server: the browser's WebAuthn ceremony itself failed (the user
  // cancelled, no authenticator, a timeout). `code` is the browser's error name or code.
  PASSKEY_WEBAUTHN_ERROR: def({ status: 400, details: z.object({ message: z.string().openapi({ example: 'The operation either timed out or was not allowed.' }), code: z.string().openapi({ example: 'NotAllowedError' }) }), message: (d) => d.message }),
});

type PasskeysErrors = typeof passkeysErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends PasskeysErrors {}
}
