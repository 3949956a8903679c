import nodemailer from 'nodemailer';
import type { ProjectConfig } from '../projects/project-config.ts';

/** Server-wide SMTP (config SMTP_URL / SMTP_SENDER); absent = development inbox. */
export interface SharedSmtp {
  url: string;
  sender: string;
}

export interface SmtpTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  senderName: string;
  senderEmail: string;
}

/** Where a project's mail goes: its own SMTP server, the shared one, or the development inbox. */
export type MailRoute = { kind: 'smtp'; transport: Parameters<typeof nodemailer.createTransport>[0]; from: string } | { kind: 'dev-inbox' };

// Bounded so a dead SMTP server cannot hold a worker (and the row lock it holds) for long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function routeFor(emailConfig: ProjectConfig['email_config'], shared: SharedSmtp | null): MailRoute {
  if (emailConfig.type === 'standard') {
    return { kind: 'smtp', transport: standardTransport(toTarget(emailConfig)), from: formatFrom(emailConfig.sender_name, emailConfig.sender_email) };
  }
  if (!shared) return { kind: 'dev-inbox' };
  return { kind: 'smtp', transport: { url: shared.url, ...TIMEOUTS } as never, from: shared.sender };
}

export function toTarget(c: Extract<ProjectConfig['email_config'], { type: 'standard' }>): SmtpTarget {
  return { host: c.host, port: c.port, username: c.username, password: c.password, senderName: c.sender_name, senderEmail: c.sender_email };
}

export function standardTransport(t: SmtpTarget) {
  // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
  return { host: t.host, port: t.port, secure: t.port === 465, auth: { user: t.username, pass: t.password }, ...TIMEOUTS };
}

export function formatFrom(name: string, address: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export interface MailContent {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends one message; rejects with the SMTP error (its text is what admins see). */
export async function sendOverSmtp(route: Extract<MailRoute, { kind: 'smtp' }>, mail: MailContent): Promise<void> {
  const transporter = nodemailer.createTransport(route.transport);
  try {
    await transporter.sendMail({ from: route.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
  } finally {
    transporter.close();
  }
}
