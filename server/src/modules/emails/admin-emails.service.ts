import type { AuthContext, Deps } from '../../http/context.ts';
import { STORED_SECRET_MASK } from '../config/config-secrets.ts';
import type { WithOverrides } from '../config/config.settings.ts';
import { openedEmailServer } from './emails.settings.ts';
import { knownError } from '../../http/errors.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { normaliseEmail } from '../users/users.service.ts';
import { escapeHtml } from './default-emails.ts';
import { enqueueEmail } from './outbox.store.ts';
import { flowEmail } from './flow-emails.ts';
import { mailLocale } from '../i18n/mail-locale.ts';
import { atLeast } from '../../http/outbound-policy.ts';
import { sendOverSmtp, standardRoute, type SmtpTarget } from './smtp-transport.ts';

/**
 * The test e-mail's time budget. Every failure is answered no sooner than FAILURE_ANSWER_MS after
 * the request came in, and connecting or greeting gives up at the same mark, so an address the
 * policy refused, a closed port, a filtered port and a port that is open but no SMTP server all
 * answer alike, at about the same time: the route cannot be used to scan a network.
 */
const FAILURE_ANSWER_MS = 5_000;
const TEST_TIMEOUTS = { connectionTimeout: FAILURE_ANSWER_MS, greetingTimeout: FAILURE_ANSWER_MS, socketTimeout: 10_000 };

/**
 * Sends one message with SMTP settings an admin is about to save, right now and not through the
 * outbox: the point is to see whether the server accepts them, so the SMTP server's own refusal
 * text is the answer (anything short of one is the outbound policy's one generic message).
 */
export async function sendTestEmail(deps: Deps, project: WithOverrides & { id: string; displayName: string }, given: SmtpTarget, to: string): Promise<{ success: true } | { success: false; errorMessage: string }> {
  const startedAt = Date.now();
  // The admin view answers a mask for the stored password (write-only); the form read from it tests with the stored one.
  const stored = given.password === STORED_SECRET_MASK ? openedEmailServer(deps, project) : null;
  const target = stored && !stored.isShared && stored.password ? { ...given, password: stored.password } : given;
  try {
    await sendOverSmtp(
      standardRoute(target, TEST_TIMEOUTS),
      {
        to,
        subject: `Test e-mail from ${project.displayName}`,
        html: `<p>This is a test e-mail from <strong>${escapeHtml(project.displayName)}</strong>: your SMTP settings work.</p>`,
        text: `This is a test e-mail from ${project.displayName}: your SMTP settings work.`,
      },
      deps.config.outboundAllowPrivate,
    );
    return { success: true };
  } catch (e) {
    await atLeast(startedAt, FAILURE_ANSWER_MS);
    return { success: false, errorMessage: e instanceof Error ? e.message : String(e) };
  }
}

/** "You have been invited to sign in to <project>", linking to a sign-in page of the app. */
export async function sendSignInInvitation(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<void> {
  if (!isTrustedUrl(auth.project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  const to = normaliseEmail(input.email);
  // Sent by the server or an admin to someone else: the project's default locale.
  const content = await flowEmail(deps, auth.project, 'sign_in_invitation', mailLocale(auth.project, null), { link: input.callbackUrl });
  await enqueueEmail(deps.em, { projectId: auth.project.id, to, ...content });
}
