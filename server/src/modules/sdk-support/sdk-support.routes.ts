import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';

/**
 * Two calls the SDKs make to learn what this server supports (wire-contract §9.22). Both answer
 * without touching the database, so they need no rate limit of their own: the body limit and the
 * fixed-size answers bound their cost.
 */

const TAG = 'SDK support';

/**
 * Any JSON the SDK forwards (the options object it was given): only `feature_name` and `name` are
 * read, anything else (other keys, or a body that is not an object at all) is ignored, so the
 * answer is always the 200 text the SDK turns into its error.
 */
// Free JSON, bounded by the request body limit as a whole (GATEHOUSE_BODY_LIMIT_BYTES, default 2 MB):
// nothing of it is stored, and only two values are read (cut to 100 characters).
const BODY_BOUND = { 'x-max-bytes': 2 * 1024 * 1024 } as const;

export const FeatureSupportBody = z
  .looseObject({
    feature_name: z.unknown().optional().openapi({ ...BODY_BOUND, description: 'The feature the SDK asked about; echoed in the answer (strings only, cut to 100 characters).', example: 'useStackApp().redirectToAccountSettings' }),
    name: z.unknown().optional().openapi({ ...BODY_BOUND, description: 'The SDK or app asking; only logged.', example: '@stackframe/react' }),
  })
  .openapi('FeatureSupportBody', BODY_BOUND);

export const checkFeatureSupport = defineRoute({
  method: 'post',
  path: '/check-feature-support',
  operationId: 'checkFeatureSupport',
  tag: TAG,
  summary: 'Ask whether a feature is supported',
  description:
    'The SDK calls this when it reaches a feature this server does not offer; it then throws an error containing the answer. Always 200 text: "<feature_name> is not supported yet." (or "This feature …" when `feature_name` is not a string). Project headers are optional (sent ones are checked as on any route). Changes nothing; touches no database.',
  // Restricted users too: the SDK asks whatever the signed-in user's state, and nothing changes.
  access: { types: ['client', 'server', 'admin'], optional: true, restricted: 'allow' },
  request: { body: z.union([FeatureSupportBody, z.unknown().openapi(BODY_BOUND)]).optional(), bodyExample: { feature_name: 'useStackApp().redirectToAccountSettings', name: '@stackframe/react' } },
  response: { status: 200, description: 'That the feature is not supported yet.', schema: z.string().openapi({ example: 'useStackApp().redirectToAccountSettings is not supported yet by this Gatehouse server.' }), mediaType: 'text/plain' },
  errors: [],
});

export const CheckVersionBody = z
  .object({
    clientVersion: z.string().max(255, '{path} must be at most 255 characters').openapi({ description: 'The SDK version, e.g. `0.1.0` or `js @gatehouse/sdk@0.1.0` (the last x.y.z in the text is read).', example: 'js @gatehouse/sdk@0.1.0' }),
  })
  .openapi('CheckVersionBody');

export const CheckVersionAnswer = z
  .union([
    z.object({ upToDate: z.literal(true) }),
    z.object({
      upToDate: z.literal(false),
      error: z.string().openapi({ example: 'This SDK (0.0.9) is older than the version this server is built for (0.1.0). Upgrade it.' }),
      severe: z.boolean().openapi({ description: 'True when the SDK is on an older incompatible line (major, or minor while below 1.0) and will likely break.' }),
    }),
  ])
  .openapi('CheckVersionAnswer');

export const checkVersion = defineRoute({
  method: 'post',
  path: '/check-version',
  operationId: 'checkVersion',
  tag: TAG,
  summary: "Check the SDK's version against this server",
  description:
    '`{upToDate: true}` when the SDK is the version this server is built for or newer within its line; else `{upToDate: false, error, severe}`: `severe` when the SDK is on an older incompatible line (semver: another major, or another minor below 1.0). A version that cannot be read is not up to date but not severe. The SDKs of Stack Auth (`@stackframe/…`) speak the same wire contract and are always up to date. Project headers are optional. Changes nothing; touches no database.',
  access: { types: ['client', 'server', 'admin'], optional: true, restricted: 'allow' },
  request: { body: CheckVersionBody },
  response: { status: 200, description: 'Whether the SDK is up to date.', schema: CheckVersionAnswer },
  errors: [],
});
