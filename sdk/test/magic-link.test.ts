// Magic link and typed OTP through the SDK, reading the mail from the development inbox
// (GET /internal/emails with admin access; the test server has no SMTP server).
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import { createAdminApp, createClientApp, memoryTokenStore, VerificationCodeError, KnownError } from '../src/index.ts';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

async function mailTo(project: TestProject, to: string): Promise<{ subject: string; text: string }> {
  const admin = createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin, tokenStore: 'memory' });
  for (let i = 0; i < 50; i++) {
    const { data } = await admin.api.GET('/internal/emails');
    const mail = (data as { items: Array<{ to: string; subject: string; text: string }> }).items.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to}`);
}

describe('magic link and OTP sign-in', () => {
  it('signs in with the link code, then with the typed code plus nonce; a used code is a verification error', async () => {
    const project = await newProject({ magic_link_enabled: true });
    const app = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const email = uniqueEmail('magic');

    await app.sendMagicLinkEmail({ email, callbackUrl: CALLBACK });
    const first = await mailTo(project, email);
    const code = /[?&]code=([0-9a-z]{45})/i.exec(first.text)![1]!;
    const signedIn = await app.signInWithMagicLink(code);
    expect(signedIn.isNewUser).toBe(true);
    await expect(app.getUser()).resolves.toMatchObject({ id: signedIn.userId, primary_email: email });

    const e = await app.signInWithMagicLink(code).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(KnownError);
    expect(e).toBeInstanceOf(VerificationCodeError);
    await app.signOut();

    const { nonce } = await app.sendMagicLinkEmail({ email, callbackUrl: CALLBACK });
    // Wait for the second mail (the newest first in the outbox).
    let otp = '';
    for (let i = 0; i < 50 && !otp; i++) {
      const mail = await mailTo(project, email);
      const m = /Your sign-in code is ([0-9A-Za-z]{6})\./.exec(mail.text);
      if (m && !first.text.includes(m[0])) otp = m[1]!;
      else await new Promise((r) => setTimeout(r, 100));
    }
    const again = await app.signInWithOtp({ otp, nonce });
    expect(again).toEqual({ userId: signedIn.userId, isNewUser: false });
  });
});
