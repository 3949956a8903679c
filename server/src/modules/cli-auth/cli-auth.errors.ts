import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the cli-auth module owns (wire-contract §4.5, §9.9; codes are never renamed). */
export const cliAuthErrors = defineErrors({
  INVALID_POLLING_CODE: def({ status: 400, message: 'The polling code is invalid or does not exist.' }),
  // The catalogue's text; each refusal says its own reason (KnownError's message override).
  CLI_AUTH_ERROR: def({ status: 400, message: 'The CLI login request is not valid.' }),
  CLI_AUTH_EXPIRED_ERROR: def({ status: 400, message: 'CLI authentication request expired. Please try again.' }),
  CLI_AUTH_USED_ERROR: def({ status: 400, message: 'This authentication token has already been used.' }),
});

type CliAuthErrors = typeof cliAuthErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends CliAuthErrors {}
}
