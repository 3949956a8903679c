import { inject } from 'vitest';
import type { ReceivedMail } from './smtp-receiver.ts';
export { REJECTED_SMTP_PASSWORD } from './smtp-receiver.ts';

/** Port of the test SMTP receiver, for projects with their own (`standard`) e-mail server config. */
export const smtpPort = () => inject('smtpPort');

/** Everything the test SMTP receiver got for this address so far. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${inject('mailboxUrl')}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits until `count` messages for `address` (optionally matching a subject) have arrived. */
export async function waitForMails(address: string, opts: { count?: number; subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail[]> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const count = opts.count ?? 1;
  for (;;) {
    const mails = (await mailsTo(address)).filter((m) => !opts.subject || opts.subject.test(m.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitForMail(address: string, opts: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
  const mails = await waitForMails(address, opts);
  return mails[mails.length - 1];
}

/** The 45-character code of the link `…?code=…` in a mail. */
export function codeFromMail(mail: ReceivedMail): string {
  const m = /[?&]code=([0-9a-z]{45})/.exec(mail.text + ' ' + mail.html);
  if (!m) throw new Error(`no code link in mail "${mail.subject}"`);
  return m[1];
}

/** The 6-character OTP shown in a sign-in mail (in its subject). */
export function otpFromMail(mail: ReceivedMail): string {
  const m = /code is ([0-9A-Z]{6})/.exec(mail.subject);
  if (!m) throw new Error(`no OTP in mail "${mail.subject}"`);
  return m[1];
}
