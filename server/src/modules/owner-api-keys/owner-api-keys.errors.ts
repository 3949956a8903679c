import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/**
 * The known errors of user and team API keys (wire-contract §9.14). API_KEY_NOT_FOUND is the
 * api-keys module's, shared by project key sets and these keys.
 */
export const ownerApiKeysErrors = defineErrors({
  USER_API_KEYS_NOT_ENABLED: def({ status: 400, message: 'User API keys are not enabled for this project (project setting allow_user_api_keys).' }),
  TEAM_API_KEYS_NOT_ENABLED: def({ status: 400, message: 'Team API keys are not enabled for this project (project setting allow_team_api_keys).' }),
  WRONG_API_KEY_TYPE: def({
    status: 400,
    details: z.object({ expected_type: z.enum(['user', 'team']).openapi({ example: 'user' }), actual_type: z.enum(['user', 'team']).openapi({ example: 'team' }) }),
    message: (d) => `This is a ${d.actual_type} API key, but a ${d.expected_type} API key was expected.`,
  }),
  API_KEY_REVOKED: def({ status: 401, message: 'The API key has been revoked.' }),
  API_KEY_EXPIRED: def({ status: 401, message: 'The API key has expired.' }),
  // Gatehouse addition (issue 19 item 3): the wire contract sets no cap and has no code for one.
  API_KEY_LIMIT_REACHED: def({
    status: 409,
    details: z.object({ max_live_keys: z.number().int().openapi({ example: 100 }) }),
    message: (d) => `This owner already has ${d.max_live_keys} live API keys, the most one user or team may hold. Revoke one before creating another.`,
  }),
});

type OwnerApiKeysErrors = typeof ownerApiKeysErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends OwnerApiKeysErrors {}
}
