import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the oauth module owns (wire contract: codes are never renamed). */
export const oauthErrors = defineErrors({
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: def({
    status: 400,
    details: z.object({ client_id: z.string().nullable() }),
    message: (d) => `The client_id '${d.client_id ?? ''}' and client_secret do not match a project and its publishable client key.`,
  }),
  UNSUPPORTED_GRANT_TYPE: def({
    status: 400,
    details: z.object({ grant_type: z.string(), supported_grant_types: z.array(z.string()) }),
    message: (d) => `The grant_type '${d.grant_type}' is not supported by this token endpoint; use ${d.supported_grant_types.join(' or ')}.`,
  }),
});

type OauthErrors = typeof oauthErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends OauthErrors {}
}
