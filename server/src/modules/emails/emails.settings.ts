import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';
import { openSecret, secretSetting, type SecretKeys } from '../config/config-secrets.ts';

const Server = z
  .object({
    isShared: z.boolean().describe("true (the default): Gatehouse's shared e-mail server; false: the project's own SMTP server below, every field of it required."),
    provider: z.literal('smtp').default('smtp').describe('Only "smtp" (the default).'),
    // 253: the longest DNS name. Checked against the outbound policy on save and at every send.
    host: z.string().min(1).max(253).optional().describe('SMTP host name or address (the server\'s outbound policy may refuse private addresses).'),
    port: z.number().int().min(0).max(65535).optional().describe('SMTP port (465: implicit TLS; others: STARTTLS when offered).'),
    username: z.string().min(1).max(LIMITS.shortText).optional().describe('SMTP user name.'),
    password: secretSetting(z.string().min(1).max(70)).optional().describe('SMTP password. Write-only: sealed at rest, never in answers; a document written without it keeps the stored one.'),
    senderName: z.string().min(1).max(LIMITS.shortText).optional().describe('The From name.'),
    senderEmail: z.email().max(256).optional().describe('The From address.'),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.isShared) return;
    for (const k of ['host', 'port', 'username', 'password', 'senderName', 'senderEmail'] as const) {
      if (s[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'required when isShared is false' });
    }
  });

export const emailServerSettings = defineSettings({
  key: 'emails',
  schema: z.object({ server: Server.describe('The e-mail server. Legacy: email_config.') }),
  defaults: { server: { isShared: true, provider: 'smtp' } },
  secrets: ['server.password'],
});

/** The project's e-mail server as its settings give it (`emails.server`). */
export type EmailServer = z.output<typeof emailServerSettings.schema>['server'];

export const emailServerOf = (project: WithOverrides): EmailServer => sliceOf(project, emailServerSettings).server;

/**
 * The e-mail server with its SMTP password opened (sealed at rest and in the rendered config): only
 * for the transport. A password this server's key cannot open is sent empty, so the send fails
 * (recorded on the outbox row) instead of sending the sealed text to the SMTP server.
 */
export function openedEmailServer(deps: { config: SecretKeys }, project: WithOverrides & { id: string }): EmailServer {
  const server = emailServerOf(project);
  return server.isShared ? server : { ...server, password: openSecret(deps.config, project.id, server.password) ?? '' };
}
