import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { normaliseEmail } from '../users/users.service.ts';
import { escapeHtml } from './default-emails.ts';
import { enqueueEmail } from './outbox.store.ts';
import { flowEmail } from './flow-emails.ts';
import { formatFrom, sendOverSmtp, standardTransport, type SmtpTarget } from './smtp-transport.ts';

/**
 * Sends one message with SMTP settings an admin is about to save, right now and not through the
 * outbox: the point is to see whether the server accepts them, so the SMTP error text is the answer.
 */
export async function sendTestEmail(project: { displayName: string }, target: SmtpTarget, to: string): Promise<{ success: true } | { success: false; errorMessage: string }> {
  try {
    await sendOverSmtp(
      { kind: 'smtp', transport: standardTransport(target), from: formatFrom(target.senderName, target.senderEmail) },
      {
        to,
        subject: `Test e-mail from ${project.displayName}`,
        html: `<p>This is a test e-mail from <strong>${escapeHtml(project.displayName)}</strong>: your SMTP settings work.</p>`,
        text: `This is a test e-mail from ${project.displayName}: your SMTP settings work.`,
      },
    );
    return { success: true };
  } catch (e) {
    return { success: false, errorMessage: e instanceof Error ? e.message : String(e) };
  }
}

/** "You have been invited to sign in to <project>", linking to a sign-in page of the app. */
export async function sendSignInInvitation(deps: Deps, auth: AuthContext, input: { email: string; callbackUrl: string }): Promise<void> {
  if (!isTrustedUrl(auth.project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  const to = normaliseEmail(input.email);
  const name = auth.project.displayName;
  const content = await flowEmail(deps, auth.project, 'sign_in_invitation', { link: input.callbackUrl }, () => ({
    subject: `You have been invited to sign in to ${name}`,
    html: `<p>You have been invited to sign in to ${escapeHtml(name)}: <a href="${escapeHtml(input.callbackUrl)}">${escapeHtml(input.callbackUrl)}</a></p>`,
    text: `You have been invited to sign in to ${name}: ${input.callbackUrl}`,
  }));
  await enqueueEmail(deps.em, { projectId: auth.project.id, to, ...content });
}
