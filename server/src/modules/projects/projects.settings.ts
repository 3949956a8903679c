import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { domainPattern, handlerPath } from '../../http/schemas.ts';
import { recordKey } from '../config/record-key.ts';

export const domainSettings = defineSettings({
  key: 'domains',
  schema: z.object({
    allowLocalhost: z.boolean().describe('Redirects to http://localhost (any port) are trusted. Default false. Legacy: allow_localhost.'),
    trustedDomains: z
      .record(
        recordKey,
        z
          .object({
            baseUrl: domainPattern.describe('The origin, starting with http:// or https://.'),
            handlerPath: handlerPath.default('/handler').describe('Where the hosted handler pages live on it. Default "/handler".'),
          })
          .strict(),
      )
      .describe('Trusted domains by id: where OAuth, e-mail links and hosted pages may send users back to. Default {}: none. Legacy: domains.'),
  }),
  defaults: { allowLocalhost: false, trustedDomains: {} },
  clientVisible: ['trustedDomains.*.baseUrl', 'trustedDomains.*.handlerPath'],
});

/** Settings of the project as a whole: only the project-level override may set them. */
export const projectSettings = defineSettings({
  key: 'project',
  schema: z.object({
    requirePublishableClientKey: z
      .boolean()
      .describe('Client access must send the publishable client key (x-stack-publishable-client-key); without it the request is PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT. Default false. Legacy: require_publishable_client_key.'),
  }),
  defaults: { requirePublishableClientKey: false },
});
