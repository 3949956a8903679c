import type { AccountSecurityChange } from '../../http/context.ts';
import { FLOW_PARAGRAPHS, FLOW_SECTION, type FlowTemplate } from '../email-templates/email-defaults.ts';
import { fill, translator } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * Gatehouse's built-in plain e-mails, in the mail's locale (texts: modules/i18n/messages). Used for
 * the mails that are not templates (account notices) and as the fallback of a flow whose edited
 * template failed on real data (flow-emails.ts). Every interpolated value is HTML-escaped: project
 * and team names are chosen by admins and users.
 */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const plain = (s: string) => s;

function layout(locale: Locale, title: string, paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const openLink = escapeHtml(translator(locale)('common.openLink'));
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` +
      // A URL has no spaces: let it break anywhere rather than push past a phone's width.
      `<p style="margin:0 0 16px;color:#555;font-size:13px">${openLink} <a href="${escapeHtml(link.href)}" style="word-break:break-all">${escapeHtml(link.href)}</a></p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}</body></html>`;
}

/** What a flow mail names: the link always, the code (magic_link) and the team (team_invitation). */
export interface FlowValues {
  link: string;
  otp?: string;
  team?: string;
}

/** The built-in plain version of a flow's e-mail (the same texts as its built-in template). */
export function flowFallbackEmail(flow: FlowTemplate, locale: Locale, projectName: string, v: FlowValues): EmailContent {
  const t = translator(locale);
  const key = (k: string) => `${FLOW_SECTION[flow]}.${k}`;
  const textValues = { project: projectName, team: v.team ?? '', code: v.otp ?? '', link: v.link };
  const htmlValues = {
    project: escapeHtml(projectName),
    team: escapeHtml(v.team ?? ''),
    code: `<strong style="font-size:20px;letter-spacing:2px">${escapeHtml(v.otp ?? '')}</strong>`,
    link: escapeHtml(v.link),
  };
  const asText = (k: string) => fill(t, key(k), textValues, plain);
  const heading = asText('heading');
  return {
    subject: asText('subject'),
    html: layout(locale, heading, FLOW_PARAGRAPHS[flow].map((k) => fill(t, key(k), htmlValues, escapeHtml)), { href: v.link, label: asText('button') }),
    text: [heading, '', ...FLOW_PARAGRAPHS[flow].map(asText), '', asText('textLink')].join('\n'),
  };
}

/**
 * One thing a proof of the address removed (address-proof.service.ts), as data: the mail words it
 * in its own locale (catalogue accountSecured.removed.*). `sinceProof`: it went because it was
 * added since the password or an address was last proved (a reset's planted credentials).
 */
export type RemovedItem = (
  | { kind: 'sessions'; count: number }
  | { kind: 'everySession' }
  | { kind: 'password' }
  | { kind: 'passkeys'; count: number }
  | { kind: 'provider'; provider: string }
  | { kind: 'address'; address: string }
  | { kind: 'totp' }
  | { kind: 'apiKeys'; count: number }
) & { sinceProof?: boolean };

/** One removed item in the mail's locale; values (provider, address) go through `escape`, as does the text. */
function removedLine(t: ReturnType<typeof translator>, item: RemovedItem, escape: (s: string) => string): string {
  const key = `accountSecured.removed.${item.kind}`;
  const line =
    item.kind === 'sessions' || item.kind === 'passkeys' || item.kind === 'apiKeys'
      ? escape(t(key, { count: item.count }))
      : item.kind === 'provider'
        ? fill(t, key, { provider: escape(item.provider) }, escape)
        : item.kind === 'address'
          ? fill(t, key, { address: escape(item.address) }, escape)
          : escape(t(key));
  return item.sinceProof ? fill(t, 'accountSecured.removed.addedSince', { item: line }, escape) : line;
}

/**
 * After a proof of the address took over an account or a password reset removed what a stolen
 * session could have added: what was removed, so the owner knows what to set up again, in the
 * mail's locale (values escaped here).
 */
export function accountSecuredEmail(locale: Locale, projectName: string, removed: RemovedItem[]): EmailContent {
  const t = translator(locale);
  const subject = fill(t, 'accountSecured.subject', { project: projectName }, plain);
  const intro = fill(t, 'accountSecured.intro', { project: projectName }, plain);
  const outro = t('accountSecured.outro');
  return {
    subject,
    html: layout(locale, subject, [escapeHtml(intro), `<ul>${removed.map((r) => `<li>${removedLine(t, r, escapeHtml)}</li>`).join('')}</ul>`, escapeHtml(outro)], null),
    text: [subject, '', intro, ...removed.map((r) => `- ${removedLine(t, r, plain)}`), '', outro].join('\n'),
  };
}

/**
 * A notice that the way into an account changed (security-notices.ts says when). Not a flow
 * template: it must reach the user whatever the project's templates say, and it carries no link a
 * phisher could imitate, only what happened and what to do if it was not them.
 */
export function accountSecurityNoticeEmail(locale: Locale, projectName: string, change: AccountSecurityChange, formerAddress: boolean): EmailContent {
  const t = translator(locale);
  const what = t(`securityNotice.what.${change}`);
  const heading = fill(t, 'securityNotice.heading', { project: projectName }, plain);
  const advice = t(formerAddress ? 'securityNotice.adviceFormer' : 'securityNotice.adviceCurrent');
  return {
    subject: fill(t, 'securityNotice.subject', { project: projectName, what }, plain),
    html: layout(locale, heading, [`${escapeHtml(what)}.`, escapeHtml(advice)], null),
    text: [heading, '', `${what}.`, '', advice].join('\n'),
  };
}
