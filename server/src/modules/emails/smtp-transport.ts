import nodemailer from 'nodemailer';
import { isIP } from 'node:net';
import type { AddressRanges } from '../../http/client-ip.ts';
import { OutboundUnreachable, resolveOutbound } from '../../http/outbound-policy.ts';
import type { EmailServer } from './emails.settings.ts';

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

type Transport = Parameters<typeof nodemailer.createTransport>[0];
/**
 * Where a project's mail goes: its own SMTP server (`tenant`: the host is the project's choice and
 * goes through the outbound policy), the shared one (the operator's SMTP_URL), or the development inbox.
 */
export type MailRoute =
  | { kind: 'smtp'; tenant: { host: string; port: number; transport: ReturnType<typeof standardTransport> }; from: string }
  | { kind: 'smtp'; tenant?: undefined; transport: Transport; from: string }
  | { kind: 'dev-inbox' };

// Bounded so a dead SMTP server cannot hold a worker (and the row lock it holds) for long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The schema guarantees every SMTP field of a server with isShared false (emails.settings.ts). */
export function routeFor(server: EmailServer, shared: SharedSmtp | null): MailRoute {
  if (!server.isShared) {
    return standardRoute({ host: server.host!, port: server.port!, username: server.username!, password: server.password!, senderName: server.senderName!, senderEmail: server.senderEmail! });
  }
  if (!shared) return { kind: 'dev-inbox' };
  return { kind: 'smtp', transport: { url: shared.url, ...TIMEOUTS } as never, from: shared.sender };
}

export function standardRoute(t: SmtpTarget, timeouts: Partial<typeof TIMEOUTS> = {}): Extract<MailRoute, { kind: 'smtp' }> {
  return { kind: 'smtp', tenant: { host: t.host, port: t.port, transport: { ...standardTransport(t), ...timeouts } }, from: formatFrom(t.senderName, t.senderEmail) };
}

function standardTransport(t: SmtpTarget) {
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

// nodemailer's codes for refusals the SMTP server itself sent after greeting us properly: their
// text helps the admin (a wrong password) and tells nothing about the network.
const SMTP_ANSWERS = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE']);

/**
 * Sends one message; rejects with the SMTP server's refusal text (what admins see), or, for a
 * project's own server, OutboundUnreachable for everything that is not the server's answer (the
 * policy refused the address, no such host, refused, timed out, not SMTP, TLS failed).
 */
export async function sendOverSmtp(route: Extract<MailRoute, { kind: 'smtp' }>, mail: MailContent, allow: AddressRanges): Promise<void> {
  let transport: Transport;
  if (route.tenant) {
    const { host, transport: t } = route.tenant;
    const address = await resolveOutbound(host, allow, t.connectionTimeout);
    // Connect to the address just checked; TLS still verifies the certificate against the name.
    const name = host.replace(/^\[|\]$/g, '');
    transport = { ...t, host: address, ...(isIP(name) ? {} : { servername: name }) } as Transport;
  } else {
    transport = route.transport;
  }
  const transporter = nodemailer.createTransport(transport);
  try {
    await transporter.sendMail({ from: route.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
  } catch (e) {
    if (route.tenant && !SMTP_ANSWERS.has((e as { code?: string }).code ?? '')) throw new OutboundUnreachable();
    throw e;
  } finally {
    transporter.close();
  }
}
