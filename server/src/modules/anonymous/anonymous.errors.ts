import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the anonymous module owns (wire contract: codes are never renamed). */
export const anonymousErrors = defineErrors({
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: def({ status: 400, message: 'Anonymous accounts are not enabled for this project.' }),
});

type AnonymousErrors = typeof anonymousErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends AnonymousErrors {}
}
