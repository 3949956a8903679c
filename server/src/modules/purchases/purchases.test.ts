import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { jsonInit, newTeam, signedInUser } from '../../../test/factories.ts';

/**
 * Purchase links, the hosted page's calls and refunds in test mode (a new project's default: no
 * Stripe at all), on the shared test server.
 */

const patchConfig = async (project: TestProject, paths: unknown) => {
  const res = await rawFetch('/internal/config/override/project', jsonInit('PATCH', project.adminHeaders(), { config_override_string: JSON.stringify(paths) }));
  expect(res.status, await res.clone().text()).toBe(200);
};

/** A project selling `pro` (user, one-time, 100 credits) and `seats` (team, stackable) and `secret` (server-only). */
async function shop(): Promise<TestProject> {
  const project = await newProject();
  await patchConfig(project, {
    'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
    'payments.products.pro': { displayName: 'Pro', customerType: 'user', serverOnly: false, prices: { once: { USD: '9.99' } }, includedItems: { credits: { quantity: 100 } } },
    'payments.products.seats': { displayName: 'Seats', customerType: 'team', serverOnly: false, stackable: true, prices: { each: { EUR: '5' } } },
    'payments.products.secret': { displayName: 'Secret', customerType: 'user', serverOnly: true, prices: { once: { USD: '1' } } },
  });
  return project;
}

const createUrl = (headers: Record<string, string>, body: unknown) => rawFetch('/payments/purchases/create-purchase-url', jsonInit('POST', headers, body));
const fullCodeOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const buy = (fullCode: string, priceId = 'once', quantity?: number) => rawFetch('/payments/purchases/purchase-session', jsonInit('POST', {}, { full_code: fullCode, price_id: priceId, ...(quantity ? { quantity } : {}) }));
const credits = async (project: TestProject, userId: string) =>
  ((await (await rawFetch(`/payments/items/user/${userId}/credits`, { headers: project.serverHeaders() })).json()) as { quantity: number }).quantity;

describe('create-purchase-url', () => {
  it('answers a hosted-page URL with a 45-character code for the signed-in user, with a trusted return_url', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const res = await createUrl(project.clientHeaders(user.accessToken), { customer_type: 'user', customer_id: user.id, product_id: 'pro', return_url: 'http://localhost:3000/done' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const parsed = new URL(url);
    expect(parsed.pathname).toMatch(new RegExp(`^/purchase/${project.id}_[0-9a-z]{45}$`));
    expect(parsed.searchParams.get('return_url')).toBe('http://localhost:3000/done');
  });

  it('applies the client access rules through the shared customer check', async () => {
    const project = await shop();
    const [user, other] = [await signedInUser(project), await signedInUser(project)];
    const client = project.clientHeaders(user.accessToken);
    await expectKnownError(await createUrl(project.clientHeaders(), { customer_type: 'user', customer_id: user.id, product_id: 'pro' }), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await createUrl(client, { customer_type: 'user', customer_id: other.id, product_id: 'pro' }), 403, 'CUSTOMER_ACCESS_DENIED');
    await expectKnownError(await createUrl(client, { customer_type: 'custom', customer_id: 'acme', product_id: 'pro' }), 403, 'CUSTOMER_ACCESS_DENIED');
    // Unknown users and teams: 404 even for ids that are not UUIDs (server access).
    await expectKnownError(await createUrl(project.serverHeaders(), { customer_type: 'user', customer_id: 'not-a-uuid', product_id: 'pro' }), 404, 'USER_NOT_FOUND');
    await expectKnownError(await createUrl(project.serverHeaders(), { customer_type: 'team', customer_id: 'not-a-uuid', product_id: 'seats' }), 404, 'TEAM_NOT_FOUND');
    // A team member without team_admin.
    const team = await newTeam(project, other, [user]);
    const member = await createUrl(client, { customer_type: 'team', customer_id: team, product_id: 'seats' });
    expect(member.status).toBeGreaterThanOrEqual(400);
    expect(['TEAM_PERMISSION_REQUIRED', 'TEAM_MEMBERSHIP_NOT_FOUND']).toContain(member.headers.get('x-stack-known-error'));
  });

  it('refuses every bad product the contract names, and untrusted return URLs, creating nothing', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const client = project.clientHeaders(user.accessToken);
    const base = { customer_type: 'user', customer_id: user.id };
    const inline = { display_name: 'X', customer_type: 'user', prices: { p: { USD: '1' } }, included_items: {} };
    await expectKnownError(await createUrl(client, base), 400, 'SCHEMA_ERROR');
    await expectKnownError(await createUrl(project.serverHeaders(), { ...base, product_id: 'pro', product_inline: inline }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await createUrl(client, { ...base, product_inline: inline }), 400, 'SCHEMA_ERROR');
    const missing = await expectKnownError(await createUrl(client, { ...base, product_id: 'nope' }), 400, 'PRODUCT_DOES_NOT_EXIST');
    expect(missing.details).toMatchObject({ context: null });
    const serverOnly = await expectKnownError(await createUrl(client, { ...base, product_id: 'secret' }), 400, 'PRODUCT_DOES_NOT_EXIST');
    expect(serverOnly.details).toMatchObject({ context: 'server_only' });
    await expectKnownError(await createUrl(client, { ...base, product_id: 'seats' }), 400, 'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH');
    for (const bad of ['https://evil.example.net/x', 'https://localhost.evil.net/', 'javascript:alert(1)']) {
      const res = await createUrl(client, { ...base, product_id: 'pro', return_url: bad });
      expect(['REDIRECT_URL_NOT_WHITELISTED', 'SCHEMA_ERROR'], bad).toContain(res.headers.get('x-stack-known-error'));
    }
    // Server access may sell inline products.
    expect((await createUrl(project.serverHeaders(), { ...base, product_inline: inline })).status).toBe(200);
  });

  it('answers NEW_PURCHASES_BLOCKED when payments.blockNewPurchases is on, and PRODUCT_ALREADY_GRANTED for an owned non-stackable product', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const body = { customer_type: 'user', customer_id: user.id, product_id: 'pro' };
    const { url } = (await (await createUrl(project.serverHeaders(), body)).json()) as { url: string };
    expect((await buy(fullCodeOf(url))).status).toBe(200);
    await expectKnownError(await createUrl(project.serverHeaders(), body), 400, 'PRODUCT_ALREADY_GRANTED');
    await patchConfig(project, { 'payments.blockNewPurchases': true });
    await expectKnownError(await createUrl(project.serverHeaders(), body), 403, 'NEW_PURCHASES_BLOCKED');
  });

  it('answers STRIPE_ACCOUNT_NOT_CONFIGURED (the contract 500, a known error) when not in test mode and no Stripe account', async () => {
    const project = await shop();
    await patchConfig(project, { 'payments.testMode': false });
    const user = await signedInUser(project);
    await expectKnownError(await createUrl(project.serverHeaders(), { customer_type: 'user', customer_id: user.id, product_id: 'pro' }), 500, 'STRIPE_ACCOUNT_NOT_CONFIGURED');
  });
});

describe('the hosted page in test mode', () => {
  it('reads the code, completes a test purchase without Stripe, grants the items, and the code works once', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const { url } = (await (await createUrl(project.clientHeaders(user.accessToken), { customer_type: 'user', customer_id: user.id, product_id: 'pro' })).json()) as { url: string };
    const code = fullCodeOf(url);
    const info = await rawFetch(`/payments/purchases/validate-code?full_code=${code}`);
    expect(info.status, await info.clone().text()).toBe(200);
    expect(await info.json()).toMatchObject({ project_id: project.id, customer_id: user.id, product_id: 'pro', test_mode: true, already_bought_non_stackable: false, product: { display_name: 'Pro', prices: { once: { USD: '9.99' } } } });
    const viaPost = await rawFetch('/payments/purchases/validate-code', jsonInit('POST', {}, { full_code: code }));
    expect(viaPost.status).toBe(200);

    await expectKnownError(await buy(code, 'nope'), 400, 'PRICE_DOES_NOT_EXIST');
    const done = await buy(code);
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toEqual({ mode: 'test_purchase', completed: true, redirect_url: null });
    expect(await credits(project, user.id)).toBe(100);

    await expectKnownError(await buy(code), 404, 'PURCHASE_CODE_INVALID');
    await expectKnownError(await rawFetch(`/payments/purchases/validate-code?full_code=${code}`), 404, 'PURCHASE_CODE_INVALID');
    // The transaction is marked as a test.
    const list = (await (await rawFetch('/internal/payments/transactions', { headers: project.adminHeaders() })).json()) as { transactions: { type: string; test_mode: boolean }[] };
    expect(list.transactions).toEqual([expect.objectContaining({ type: 'purchase', test_mode: true })]);
  });

  it('a code raced by ten purchases grants exactly once', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const { url } = (await (await createUrl(project.serverHeaders(), { customer_type: 'user', customer_id: user.id, product_id: 'pro' })).json()) as { url: string };
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(fullCodeOf(url))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expect(['PURCHASE_CODE_INVALID', 'PRODUCT_ALREADY_GRANTED']).toContain(r.headers.get('x-stack-known-error'));
    expect(await credits(project, user.id)).toBe(100);
  });

  it('refuses unknown, malformed and other-project codes with one answer', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const { url } = (await (await createUrl(project.serverHeaders(), { customer_type: 'user', customer_id: user.id, product_id: 'pro' })).json()) as { url: string };
    const other = await newProject();
    const code = fullCodeOf(url).slice(-45);
    for (const bad of [`${other.id}_${code}`, `${project.id}_${'0'.repeat(45)}`, 'x', `${project.id}_${code.toUpperCase()}`, `nope_${code}`]) {
      await expectKnownError(await rawFetch(`/payments/purchases/validate-code?full_code=${encodeURIComponent(bad)}`), 404, 'PURCHASE_CODE_INVALID');
      await expectKnownError(await buy(bad), 404, 'PURCHASE_CODE_INVALID');
    }
  });
});

describe('refunds of test purchases', () => {
  it('revokes at once; a second refund and unknown transactions are refused', async () => {
    const project = await shop();
    const user = await signedInUser(project);
    const { url } = (await (await createUrl(project.serverHeaders(), { customer_type: 'user', customer_id: user.id, product_id: 'pro' })).json()) as { url: string };
    await buy(fullCodeOf(url));
    const list = (await (await rawFetch('/internal/payments/transactions', { headers: project.adminHeaders() })).json()) as { transactions: { id: string }[] };
    const id = list.transactions[0]!.id;
    const refund = (transaction_id: string, headers = project.adminHeaders()) => rawFetch('/internal/payments/transactions/refund', jsonInit('POST', headers, { transaction_id }));
    await expectKnownError(await refund(id, project.serverHeaders()), 401, 'INSUFFICIENT_ACCESS_TYPE');
    const keyed = { ...project.adminHeaders(), 'idempotency-key': 'refund-once-1' };
    const ok = await refund(id, keyed);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await credits(project, user.id)).toBe(0);
    // The same request retried with its Idempotency-Key answers the first answer and changes nothing more.
    const retried = await refund(id, keyed);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ success: true });
    await expectKnownError(await refund(id), 400, 'TRANSACTION_NOT_REFUNDABLE');
    const txs = (await (await rawFetch('/internal/payments/transactions', { headers: project.adminHeaders() })).json()) as { transactions: unknown[] };
    expect(txs.transactions).toHaveLength(2); // the purchase and one revocation
    await expectKnownError(await refund('7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b'), 404, 'TRANSACTION_NOT_FOUND');
    // Another project's transaction is not found.
    const other = await newProject();
    await expectKnownError(await refund(id, other.adminHeaders()), 404, 'TRANSACTION_NOT_FOUND');
  });
});
