/**
 * The built-in e-mails of the auth flows (subjects as wire-contract §9.17 lists them). Every
 * interpolated value is HTML-escaped: project and team names are chosen by admins and users.
 */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` +
      // A URL has no spaces: let it break anywhere rather than push past a phone's width.
      `<p style="margin:0 0 16px;color:#555;font-size:13px">Or open this link: <a href="${escapeHtml(link.href)}" style="word-break:break-all">${escapeHtml(link.href)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}</body></html>`;
}

export function signInCodeEmail(projectName: string, otp: string, link: string | null): EmailContent {
  const subject = `Sign in to ${projectName}: Your code is ${otp}`;
  const html = layout(
    `Sign in to ${projectName}`,
    [`Your sign-in code is <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(otp)}</strong>.`, 'It is valid for 10 minutes and can be used once. If you did not try to sign in, ignore this e-mail.'],
    link ? { href: link, label: 'Sign in' } : null,
  );
  const text = [`Sign in to ${projectName}`, '', `Your sign-in code is ${otp}.`, ...(link ? ['', `Or open this link to sign in: ${link}`] : []), '', 'If you did not try to sign in, ignore this e-mail.'].join('\n');
  return { subject, html, text };
}

export function passwordResetEmail(projectName: string, link: string): EmailContent {
  return {
    subject: `Reset your password at ${projectName}`,
    html: layout(`Reset your password at ${projectName}`, ['Someone asked to reset the password of your account. The link is valid for one hour and can be used once.', 'If it was not you, ignore this e-mail: your password stays as it is.'], { href: link, label: 'Reset password' }),
    text: [`Reset your password at ${projectName}`, '', `Open this link to choose a new password (valid for one hour): ${link}`, '', 'If it was not you, ignore this e-mail.'].join('\n'),
  };
}

export function emailVerificationEmail(projectName: string, link: string): EmailContent {
  return {
    subject: `Verify your email at ${projectName}`,
    html: layout(`Verify your e-mail at ${projectName}`, ['Please confirm that this e-mail address belongs to you.'], { href: link, label: 'Verify e-mail' }),
    text: [`Verify your e-mail at ${projectName}`, '', `Open this link to confirm your e-mail address: ${link}`].join('\n'),
  };
}

export function teamInvitationEmail(projectName: string, teamName: string, link: string): EmailContent {
  return {
    subject: `You have been invited to join ${teamName}`,
    html: layout(`Join ${teamName}`, [`You have been invited to join ${escapeHtml(teamName)} on ${escapeHtml(projectName)}.`], { href: link, label: 'Accept invitation' }),
    text: [`Join ${teamName}`, '', `You have been invited to join ${teamName} on ${projectName}.`, '', `Open this link to accept: ${link}`].join('\n'),
  };
}

/**
 * After a proof of the address took over an account or a password reset removed what a stolen
 * session could have added: what was removed, so the owner knows what to set up again. `removed`
 * lines are plain text (escaped here).
 */
export function accountSecuredEmail(projectName: string, removed: string[]): EmailContent {
  const intro = `Your e-mail address was just proved for your account at ${projectName} (a password reset or a sign-in code). To make sure nobody else can still get in, we removed:`;
  const outro = 'You can add what you need again from your account settings. If you did not do this, reset your password now.';
  return {
    subject: `Your account at ${projectName} was secured`,
    html: layout(`Your account at ${projectName} was secured`, [escapeHtml(intro), `<ul>${removed.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`, escapeHtml(outro)], null),
    text: [`Your account at ${projectName} was secured`, '', intro, ...removed.map((r) => `- ${r}`), '', outro].join('\n'),
  };
}

/**
 * A notice that the way into an account changed (security-notices.ts says when). Not a flow
 * template: it must reach the user whatever the project's templates say, and it carries no link a
 * phisher could imitate, only what happened and what to do if it was not them.
 */
export function accountSecurityNoticeEmail(projectName: string, what: string, formerAddress: boolean): EmailContent {
  const subject = `Security notice from ${projectName}: ${what}`;
  const advice = formerAddress
    ? 'This address is no longer the primary e-mail of your account. If you did not make this change, reset your password with this address and contact the support of the service at once.'
    : 'If this was you, there is nothing to do. If it was not, reset your password and review the sign-in methods, passkeys and API keys of your account at once.';
  return {
    subject,
    html: layout(`Security notice from ${projectName}`, [`${escapeHtml(what)}.`, escapeHtml(advice)], null),
    text: [`Security notice from ${projectName}`, '', `${what}.`, '', advice].join('\n'),
  };
}
