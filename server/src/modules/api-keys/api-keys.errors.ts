import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the api-keys module owns (wire contract: codes are never renamed). */
export const apiKeysErrors = defineErrors({
  API_KEY_NOT_FOUND: def({ status: 404, message: 'The API key does not exist.' }),
});

type ApiKeysErrors = typeof apiKeysErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends ApiKeysErrors {}
}
