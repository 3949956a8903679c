// The payments helpers against a real Gatehouse (wire §9.21): items, products, grants, spends that
// never go below zero (also under concurrent calls), Idempotency-Key, purchase URLs from a client.
import { describe, expect, it } from 'vitest';
import { baseUrl, newProject, uniqueEmail, type TestProject } from '../../server/test/harness.ts';
import { withCatalogue } from '../../server/test/payments-catalogue.ts';
import { createAdminApp, createClientApp, createServerApp, customerOf, KnownError, memoryTokenStore, type ServerApp } from '../src/index.ts';

async function setUp(): Promise<{ project: TestProject; server: ServerApp; userId: string; email: string }> {
  const project = await newProject({ credential_enabled: true });
  await withCatalogue(project);
  const server = createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, issuer: 'unused' });
  const email = uniqueEmail('buyer');
  const user = await server.createUser({ primary_email: email, primary_email_auth_enabled: true, password: 'correct horse battery staple' });
  return { project, server, userId: user.id, email };
}

const codeOf = (e: unknown) => (e instanceof KnownError ? e.code : String(e));

describe('payments: server app', () => {
  it('grants a product: its included items count, listProducts shows it; the grant needs exactly one product', async () => {
    const { server, userId } = await setUp();
    await expect(server.getItem({ userId, itemId: 'credits' })).resolves.toEqual({ id: 'credits', display_name: 'Credits', quantity: 0 });
    const granted = await server.grantProduct({ userId, productId: 'pro' });
    expect(granted.subscriptionId === null || typeof granted.subscriptionId === 'string').toBe(true);
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(100);
    const page = await server.listProducts({ userId });
    expect(page.items.map((p) => p.id)).toEqual(['pro']);
    expect(page.items[0].product.display_name).toBe('Pro');
    expect(page.nextCursor).toBeNull();
    // A non-stackable product twice: the server's known error, unchanged.
    await expect(server.grantProduct({ userId, productId: 'pro' }).catch(codeOf)).resolves.toBe('PRODUCT_ALREADY_GRANTED');
    await expect(server.grantProduct({ userId, productId: 'nope' }).catch(codeOf)).resolves.toBe('PRODUCT_DOES_NOT_EXIST');
    // Exactly one of productId / productInline, exactly one customer: refused before any request.
    await expect(server.grantProduct({ userId } as never)).rejects.toThrow(TypeError);
    expect(() => customerOf({ userId, teamId: userId })).toThrow('Name exactly one customer');
    expect(() => customerOf({})).toThrow(TypeError);
    expect(customerOf({ customCustomerId: 'org_1' })).toEqual({ type: 'custom', id: 'org_1' });
  });

  it('updateItemQuantity adds and spends; below zero only with allowNegative; tryDecreaseQuantity answers false instead', async () => {
    const { server, userId } = await setUp();
    await server.updateItemQuantity({ userId, itemId: 'credits', delta: 5, description: 'welcome bonus' });
    await expect(server.tryDecreaseQuantity({ userId, itemId: 'credits', amount: 6 })).resolves.toBe(false);
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(5);
    await expect(server.tryDecreaseQuantity({ userId, itemId: 'credits', amount: 5 })).resolves.toBe(true);
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(0);
    await expect(server.updateItemQuantity({ userId, itemId: 'credits', delta: -1 }).catch(codeOf)).resolves.toBe('ITEM_QUANTITY_INSUFFICIENT_AMOUNT');
    await server.updateItemQuantity({ userId, itemId: 'credits', delta: -2, allowNegative: true });
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(-2);
    // Other failures are not swallowed as "false".
    await expect(server.tryDecreaseQuantity({ userId, itemId: 'no-such-item', amount: 1 }).catch(codeOf)).resolves.toBe('ITEM_NOT_FOUND');
    await expect(server.tryDecreaseQuantity({ userId, itemId: 'credits', amount: 0 })).rejects.toThrow(TypeError);
    await expect(server.tryDecreaseQuantity({ userId, itemId: 'credits', amount: 1.5 })).rejects.toThrow(TypeError);
  });

  it('twenty concurrent tryDecreaseQuantity of 1 from 5: exactly five are true and the quantity ends at 0', async () => {
    const { server, userId } = await setUp();
    await server.updateItemQuantity({ userId, itemId: 'credits', delta: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => server.tryDecreaseQuantity({ userId, itemId: 'credits', amount: 1 })));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(0);
  });

  it('an idempotencyKey applies a retried grant or change once', async () => {
    const { server, userId } = await setUp();
    for (let i = 0; i < 2; i++) await server.grantProduct({ userId, productId: 'credit-pack', idempotencyKey: 'grant-once' });
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(50);
    for (let i = 0; i < 2; i++) await server.updateItemQuantity({ userId, itemId: 'credits', delta: 7, idempotencyKey: 'bonus-once' });
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(57);
  });

  it('the admin app has the same helpers (custom customers)', async () => {
    const { project } = await setUp();
    const admin = createAdminApp({ baseUrl: baseUrl(), projectId: project.id, superSecretAdminKey: project.keys.admin });
    await admin.updateItemQuantity({ customCustomerId: 'org_42', itemId: 'api-calls', delta: 1000 });
    await expect(admin.tryDecreaseQuantity({ customCustomerId: 'org_42', itemId: 'api-calls', amount: 400 })).resolves.toBe(true);
    expect((await admin.getItem({ customCustomerId: 'org_42', itemId: 'api-calls' })).quantity).toBe(600);
  });
});

describe('payments: client app', () => {
  it('reads its own user’s items and products and creates a purchase URL of the hosted page; never another user’s', async () => {
    const { project, server, userId, email } = await setUp();
    await server.grantProduct({ userId, productId: 'credit-pack', quantity: 2 });
    const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    await client.signInWithPassword({ email, password: 'correct horse battery staple' });
    expect((await client.getItem({ userId, itemId: 'credits' })).quantity).toBe(100);
    expect((await client.listProducts({ userId, limit: 10 })).items.map((p) => [p.id, p.quantity])).toEqual([['credit-pack', 2]]);
    const url = await client.createCheckoutUrl({ userId, productId: 'pro' });
    expect(url).toMatch(new RegExp(`/purchase/${project.id}_[A-Za-z0-9_-]{45}$`));
    // Another user's items, and custom customers, are refused by the server.
    const other = await server.createUser({ primary_email: uniqueEmail('other') });
    await expect(client.getItem({ userId: other.id, itemId: 'credits' }).catch(codeOf)).resolves.toBe('CUSTOMER_ACCESS_DENIED');
    await expect(client.createCheckoutUrl({ customCustomerId: 'org_1', productId: 'pro' }).catch(codeOf)).resolves.toBe('CUSTOMER_ACCESS_DENIED');
    await expect(client.getItem({ userId: 'not-a-uuid', itemId: 'credits' }).catch(codeOf)).resolves.toBe('USER_NOT_FOUND');
    // The client app has no grant or spend helpers at all.
    expect('grantProduct' in client).toBe(false);
    expect('tryDecreaseQuantity' in client).toBe(false);
  });
});

describe('payments: switch, revoke and billing helpers', () => {
  const PLANS = {
    'payments.catalogs.plans': { displayName: 'Plans' },
    'payments.products.basic': { displayName: 'Basic', customerType: 'user', catalogId: 'plans', prices: { monthly: { USD: '5', interval: [1, 'month'] } }, includedItems: { credits: { quantity: 10, expires: 'when-purchase-expires' } } },
    'payments.products.plus': { displayName: 'Plus', customerType: 'user', catalogId: 'plans', prices: { monthly: { USD: '20', interval: [1, 'month'] } }, includedItems: { credits: { quantity: 40, expires: 'when-purchase-expires' } } },
  };

  it('a client switches its own plan (test mode) and reads billing without Stripe; a server revokes the plan', async () => {
    const project = await newProject({ credential_enabled: true });
    await withCatalogue(project, PLANS);
    const server = createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, issuer: 'unused' });
    const email = uniqueEmail('planner');
    const userId = (await server.createUser({ primary_email: email, primary_email_auth_enabled: true, password: 'correct horse battery staple' })).id;
    await server.grantProduct({ userId, productId: 'basic' });
    const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    await client.signInWithPassword({ email, password: 'correct horse battery staple' });

    expect((await client.listProducts({ userId })).items[0]!.switch_options!.map((o) => o.product_id)).toEqual(['plus']);
    const switched = await client.switchProduct({ userId, fromProductId: 'basic', toProductId: 'plus', idempotencyKey: 'switch-once' });
    expect(typeof switched.subscriptionId).toBe('string');
    await expect(client.switchProduct({ userId, fromProductId: 'basic', toProductId: 'plus', idempotencyKey: 'switch-once' })).resolves.toEqual(switched);
    expect((await client.getItem({ userId, itemId: 'credits' })).quantity).toBe(40);
    await expect(client.switchProduct({ userId, fromProductId: 'basic', toProductId: 'plus' }).catch(codeOf)).resolves.toBe('PRODUCT_NOT_OWNED');

    await expect(client.getBilling({ userId })).resolves.toEqual({ has_customer: false, default_payment_method: null });
    await expect(client.listInvoices({ userId, limit: 5 })).resolves.toEqual({ items: [], nextCursor: null });
    await expect(client.createSetupIntent({ userId }).catch(codeOf)).resolves.toBe('STRIPE_ACCOUNT_INFO_NOT_FOUND');
    await expect(client.setDefaultPaymentMethod({ userId, paymentMethodId: 'pm_card_visa' }).catch(codeOf)).resolves.toBe('STRIPE_ACCOUNT_INFO_NOT_FOUND');
    expect('revokeProduct' in client).toBe(false);

    const revoked = await server.revokeProduct({ userId, productId: 'plus' });
    expect(revoked.transactionIds).toHaveLength(1);
    expect((await server.getItem({ userId, itemId: 'credits' })).quantity).toBe(0);
    await expect(server.revokeProduct({ userId, productId: 'plus' }).catch(codeOf)).resolves.toBe('PRODUCT_NOT_OWNED');
  });
});
