import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** One message as the receiver got it over SMTP. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (last one wins). */
  headers: Record<string, string>;
  /** SMTP AUTH username the sender logged in with ('' if none). */
  authUser: string;
  /** SMTP AUTH password the sender logged in with ('' if none): proves what a sealed setting opened to. */
  authPassword: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  smtpPort: number;
  /** GET {inboxUrl}/messages?to=<address> -> ReceivedMail[] (tests run in worker threads). */
  inboxUrl: string;
  close(): Promise<void>;
}

/** Password the receiver refuses, so tests can provoke an SMTP authentication error. */
export const REJECTED_SMTP_PASSWORD = 'wrong-password';

/**
 * A real SMTP server for the test run (no mocked transport): Gatehouse delivers to it over TCP,
 * it parses each message and keeps it in memory, and a tiny HTTP endpoint hands messages to the
 * test workers.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const passwords = new WeakMap<object, string>();
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, cb) {
      if (auth.password === REJECTED_SMTP_PASSWORD) return cb(new Error('Invalid username or password'));
      passwords.set(session, auth.password ?? '');
      cb(null, { user: auth.username ?? '' });
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((m) => {
          mails.push({
            from: m.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            // Raw header lines: mailparser folds some (List-*) into structured values.
            headers: Object.fromEntries(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            authUser: typeof session.user === 'string' ? session.user : '',
            authPassword: passwords.get(session) ?? '',
            receivedAt: Date.now(),
          });
          cb();
        })
        .catch((e: Error) => cb(e));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const inboxUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    smtpPort,
    inboxUrl,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
