import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { startStripeServer, type StripeServer } from '../../../test/stripe-server.ts';
import { rawSql } from '../../db/sql.ts';

let s: StripeServer;
beforeAll(async () => void (s = await startStripeServer()), 60_000);
afterAll(async () => s?.close());

const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const WHSEC = 'whsec_abcdefghijklmnop0123456789';

describe('the project Stripe account', () => {
  it('answers STRIPE_ACCOUNT_INFO_NOT_FOUND until set up, for the account info and the widgets session', async () => {
    const project = await newProject();
    await expectKnownError(await s.call('GET', '/internal/payments/stripe/account-info', project.adminHeaders()), 404, 'STRIPE_ACCOUNT_INFO_NOT_FOUND');
    await expectKnownError(await s.call('POST', '/internal/payments/stripe-widgets/account-session', project.adminHeaders()), 404, 'STRIPE_ACCOUNT_INFO_NOT_FOUND');
  });

  it('stores the key checked against Stripe, sealed at rest, and never answers a secret back', async () => {
    const project = await newProject();
    const setup = await s.call('POST', '/internal/payments/setup', project.adminHeaders(), { stripe_secret_key: KEY, stripe_webhook_secret: WHSEC });
    const text = await setup.text();
    expect(setup.status, text).toBe(200);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(WHSEC);
    const info = JSON.parse(text) as { account_id: string; livemode: boolean; webhook_url: string };
    expect(info.account_id).toMatch(/^acct_/);
    expect(info.livemode).toBe(false);
    expect(info.webhook_url).toContain(`/api/v1/integrations/stripe/webhooks/${project.id}`);

    const read = await s.call('GET', '/internal/payments/stripe/account-info', project.adminHeaders());
    const readText = await read.text();
    expect(read.status, readText).toBe(200);
    expect(readText).not.toContain(KEY);
    // stripe-mock makes a new account id per answer; real Stripe answers the key's own account.
    expect(JSON.parse(readText)).toMatchObject({ account_id: expect.stringMatching(/^acct_/), livemode: false });

    const session = await s.call('POST', '/internal/payments/stripe-widgets/account-session', project.adminHeaders());
    expect(session.status, await session.clone().text()).toBe(200);
    expect(((await session.json()) as { client_secret: string }).client_secret).toBeTruthy();

    // At rest: neither secret in the clear anywhere in the row.
    const [row] = await rawSql(await testDeps().then((d) => d.em), 'select * from stripe_account where project_id = ?', [project.id]);
    expect(JSON.stringify(row)).not.toContain(KEY.slice(8));
    expect(JSON.stringify(row)).not.toContain(WHSEC.slice(6));
  });

  it('refuses malformed secrets and other access types, storing nothing', async () => {
    const project = await newProject();
    for (const body of [
      { stripe_secret_key: 'pk_test_abc', stripe_webhook_secret: WHSEC },
      { stripe_secret_key: KEY, stripe_webhook_secret: 'nope' },
      { stripe_secret_key: KEY },
      { stripe_secret_key: KEY, stripe_webhook_secret: WHSEC, extra: 1 },
    ]) {
      await expectKnownError(await s.call('POST', '/internal/payments/setup', project.adminHeaders(), body), 400, 'SCHEMA_ERROR');
    }
    const server = await s.call('POST', '/internal/payments/setup', project.serverHeaders(), { stripe_secret_key: KEY, stripe_webhook_secret: WHSEC });
    await expectKnownError(server, 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await s.call('GET', '/internal/payments/stripe/account-info', project.adminHeaders()), 404, 'STRIPE_ACCOUNT_INFO_NOT_FOUND');
  });
});
