import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail } from '../../../test/harness.ts';
import { OUTBOUND_UNREACHABLE_MESSAGE } from '../../http/outbound-policy.ts';
import { mailsTo, smtpPort, waitForMail, REJECTED_SMTP_PASSWORD } from '../../../test/mailbox.ts';

const config = (password = 'secret', port = smtpPort()) => ({ host: '127.0.0.1', port, username: 'tester', password, sender_email: 'test@acme.test', sender_name: 'Acme Test' });

describe('admin e-mail tools', () => {
  it('sends a test e-mail with the given SMTP settings', async () => {
    const project = await newProject();
    const to = uniqueEmail('smtp-test');
    const { data, response } = await project.admin().POST('/internal/send-test-email', { body: { recipient_email: to, email_config: config() } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true });
    const mail = await waitForMail(to);
    expect(mail.subject).toMatch(/^Test e-mail from Test /);
    expect(mail.authUser).toBe('tester');
    expect(mail.from).toContain('test@acme.test');
  });

  it('reports the SMTP error text when the server refuses or cannot be reached', async () => {
    const project = await newProject();
    const to = uniqueEmail('smtp-fail');
    const refused = await project.admin().POST('/internal/send-test-email', { body: { recipient_email: to, email_config: config(REJECTED_SMTP_PASSWORD) } });
    expect(refused.data!.success).toBe(false);
    expect(refused.data!.error_message).toMatch(/Invalid username or password/);
    const unreachable = await project.admin().POST('/internal/send-test-email', { body: { recipient_email: to, email_config: config('secret', 1) } });
    expect(unreachable.data!.success).toBe(false);
    // Closed, filtered, refused by the outbound policy: one generic text (http/outbound-policy.ts).
    expect(unreachable.data!.error_message).toBe(OUTBOUND_UNREACHABLE_MESSAGE);
    expect(await mailsTo(to)).toHaveLength(0);
    const client = await project.client().POST('/internal/send-test-email', { body: { recipient_email: to, email_config: config() } });
    expect(client.response.status).toBe(401);
  });

  it('sends a sign-in invitation to a trusted callback', async () => {
    const project = await newProject();
    const to = uniqueEmail('invite');
    const { data } = await project.admin().POST('/internal/send-sign-in-invitation', { body: { email: to, callback_url: 'http://localhost:3000/handler/sign-in' } });
    expect(data).toEqual({ success: true });
    const mail = await waitForMail(to);
    expect(mail.subject).toMatch(/^You have been invited to sign in to Test /);
    expect(mail.html).toContain('href="http://localhost:3000/handler/sign-in"');

    const strict = await newProject({ allow_localhost: false });
    const res = await strict.admin().POST('/internal/send-sign-in-invitation', { body: { email: to, callback_url: 'http://localhost:3000/handler/sign-in' } });
    expect(res.response.status).toBe(400);
    expect(res.response.headers.get('x-stack-known-error')).toBe('REDIRECT_URL_NOT_WHITELISTED');
  });
});
