import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import { domainPattern, handlerPath } from '../../http/schemas.ts';
import { recordKey } from '../config/record-key.ts';

export const domainSettings = defineSettings({
  key: 'domains',
  schema: z.object({
    allowLocalhost: z.boolean().describe('Redirects to http://localhost (any port) are trusted. Legacy: allow_localhost.'),
    trustedDomains: z
      .record(
        recordKey,
        z
          .object({
            baseUrl: domainPattern.describe('The origin, starting with http:// or https://.'),
            handlerPath: handlerPath.default('/handler').describe('Where the hosted handler pages live on it.'),
          })
          .strict(),
      )
      .describe('Trusted domains by id. Legacy: domains.'),
  }),
  defaults: { allowLocalhost: false, trustedDomains: {} },
  clientVisible: ['trustedDomains.*.baseUrl', 'trustedDomains.*.handlerPath'],
});

const grants = (who: string) =>
  z.record(z.string().min(1).max(LIMITS.shortText), z.boolean()).describe(`Permission ids granted to ${who} (true) or not (false).`);

export const rbacSettings = defineSettings({
  key: 'rbac',
  schema: z.object({
    defaultPermissions: z
      .object({
        teamCreator: grants('the creator of a team').describe('Legacy: team_creator_default_permissions.'),
        teamMember: grants('every new team member').describe('Legacy: team_member_default_permissions.'),
        signUp: grants('every new user (project permissions)').describe('Legacy: user_default_permissions.'),
      })
      .strict(),
  }),
  defaults: { defaultPermissions: { teamCreator: { team_admin: true }, teamMember: { team_member: true }, signUp: {} } },
});

/** Settings of the project as a whole: only the project-level override may set them. */
export const projectSettings = defineSettings({
  key: 'project',
  schema: z.object({
    requirePublishableClientKey: z
      .boolean()
      .describe('Client access must send the publishable client key (x-stack-publishable-client-key). Legacy: require_publishable_client_key.'),
  }),
  defaults: { requirePublishableClientKey: false },
});
