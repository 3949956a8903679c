import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, signInAsUser, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 21, dashboard and hosted purchase page: the developer builds a catalogue in the Payments
 * section (the money rules named as the amount is typed), an end user buys a product on the hosted
 * purchase page in test mode (no Stripe anywhere), the product's item appears for that user, and
 * the developer sees the test purchase in the transactions table and on the customer's page.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
const BUYER = { email: `buyer-${Date.now().toString(36)}@example.com`, password: 'correct horse battery staple' };
let buyerId = '';
let purchaseUrl = '';

const url = (path: string) => `/projects/${dev.projectId}${path}`;

async function userHeaders(): Promise<Record<string, string>> {
  const { access_token } = await signInAsUser(baseUrl, dev.projectId, BUYER.email, BUYER.password);
  return { 'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': dev.projectId, 'x-stack-access-token': access_token };
}

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'payments', { credential_enabled: true }, { displayName: 'Acme Payments' });
  buyerId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: BUYER.email, primary_email_auth_enabled: true, password: BUYER.password })).id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

describe('Payments: products and items editor', () => {
  it('shows test mode; creates an item and a product whose amount is checked against the money rules as typed', async () => {
    await page.goto(url('/payments'));
    await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('status', { name: 'Test mode' }).waitFor();
    await page.getByText('No products yet').waitFor();
    // No Stripe account: said so, and test mode works regardless.
    await page.getByRole('region', { name: 'Stripe' }).getByText('Not connected').waitFor();

    await page.getByRole('button', { name: 'Create item' }).first().click();
    const itemDialog = page.getByRole('dialog', { name: 'Create item' });
    await itemDialog.getByLabel('Item id').fill('-credits');
    await itemDialog.getByText('Identifier may contain only letters, numbers, underscores and hyphens, and must not start with a hyphen').waitFor();
    await itemDialog.getByLabel('Item id').fill('credits');
    await itemDialog.getByLabel('Display name').fill('Credits');
    await itemDialog.getByRole('button', { name: 'Create item' }).click();
    await itemDialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Items' }).getByText('credits', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create product' });
    await dialog.getByLabel('Product id').fill('pro');
    await dialog.getByLabel('Display name').fill('Pro plan');
    const amount = dialog.getByLabel('USD amount');
    // Each money rule, with the server's own words, while typing.
    await amount.fill('9.999');
    await dialog.getByText('Too many decimals; USD only has 2 decimals').waitFor();
    await amount.fill('09');
    await dialog.getByText('Money amount must not have leading zeros').waitFor();
    await amount.fill('9,99');
    await dialog.getByText('Money amount must be in the format of <number> or <number>.<number>').waitFor();
    await amount.fill('9.99');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    // Removing the only currency names the rule too.
    await dialog.getByRole('button', { name: 'Remove USD from monthly' }).click();
    await dialog.getByText('At least one currency is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Add a currency to monthly' }).click();
    await page.getByRole('option', { name: 'USD' }).click();
    await dialog.getByLabel('USD amount').fill('9.99');
    await dialog.getByRole('combobox', { name: 'Add a currency to monthly' }).click();
    await page.getByRole('option', { name: 'JPY' }).click();
    await dialog.getByLabel('JPY amount').fill('1500.5');
    await dialog.getByText('Too many decimals; JPY only has 0 decimals').waitFor();
    await dialog.getByLabel('JPY amount').fill('1500');
    await dialog.getByRole('button', { name: 'Include item' }).click();
    await dialog.getByLabel('Quantity').fill('100');
    await screenshot(page, 'payments-product-dialog-light');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.waitFor({ state: 'detached' });
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByText('monthly: 9.99 USD · 1500 JPY / month').waitFor();
    await products.getByText('Includes 100 × credits').waitFor();
  });

  it('editing a product opens it with its saved values (decimal strings as typed)', async () => {
    await page.goto(url('/payments'));
    await page.getByRole('button', { name: 'Edit pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit pro' });
    await expect.poll(() => dialog.getByLabel('USD amount').inputValue()).toBe('9.99');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('hosted purchase page, test mode', () => {
  it('an end user buys the product without Stripe; the item appears for the user', async () => {
    const headers = await userHeaders();
    const res = await fetch(`${baseUrl}/api/v1/payments/purchases/create-purchase-url`, { method: 'POST', headers, body: JSON.stringify({ customer_type: 'user', customer_id: buyerId, product_id: 'pro' }) });
    expect(res.status).toBe(200);
    purchaseUrl = ((await res.json()) as { url: string }).url;
    expect(purchaseUrl).toMatch(new RegExp(`^${baseUrl}/purchase/${dev.projectId}_`));

    const buyer = await newContext(browser, baseUrl, 'light');
    const p = await buyer.newPage();
    await p.goto(purchaseUrl);
    await p.getByRole('heading', { name: 'Pro plan' }).waitFor();
    await p.getByText('Acme Payments').first().waitFor();
    await p.getByRole('status', { name: 'Test mode' }).getByText('This is a test purchase').waitFor();
    await p.getByRole('radio', { name: /9\.99 USD · 1500 JPY/ }).waitFor();
    await p.getByText('100 × credits').waitFor();
    await screenshot(p, 'purchase-page-light');
    await p.getByRole('button', { name: 'Complete test purchase' }).click();
    await p.getByRole('heading', { name: 'Test purchase complete' }).waitFor();
    await p.getByText('nothing was charged').waitFor();
    await screenshot(p, 'purchase-page-done-light');
    // The link is used up: opening it again says so.
    await p.goto(purchaseUrl);
    await p.getByRole('heading', { name: 'This purchase link is not valid' }).waitFor();
    await buyer.close();

    const item = await fetch(`${baseUrl}/api/v1/payments/items/user/${buyerId}/credits`, { headers: await userHeaders() });
    expect(((await item.json()) as { quantity: number }).quantity).toBe(100);
  });

  it('screenshots of the purchase page at 375 px and dark, and a garbled link', async () => {
    // An inline stackable product from the app's server (pro is owned now, so its link would be refused).
    for (const variant of ['mobile', 'dark'] as Variant[]) {
      const res = await fetch(`${baseUrl}/api/v1/payments/purchases/create-purchase-url`, { method: 'POST', headers: { ...dev.serverHeaders }, body: JSON.stringify({ customer_type: 'user', customer_id: buyerId, product_inline: { display_name: 'Credit top-up', customer_type: 'user', server_only: false, stackable: true, prices: { once: { USD: '5', EUR: '4.50' } }, included_items: { credits: { quantity: 50 } } } }) });
      expect(res.status).toBe(200);
      const link = ((await res.json()) as { url: string }).url;
      const c = await newContext(browser, baseUrl, variant);
      const p = await c.newPage();
      await p.goto(link);
      await p.getByRole('heading', { name: 'Credit top-up' }).waitFor();
      await p.getByLabel('Quantity').waitFor();
      await screenshot(p, `purchase-page-${variant}`);
      await c.close();
    }
    const c = await newContext(browser, baseUrl, 'light');
    const p = await c.newPage();
    await p.goto(`/purchase/${dev.projectId}_not-a-real-code`);
    await p.getByRole('heading', { name: 'This purchase link is not valid' }).waitFor();
    await screenshot(p, 'purchase-page-invalid-light');
    await c.close();
  });
});

describe('Payments: the developer sees the purchase', () => {
  it('the transactions table lists the test purchase; the customer page shows the product and the item', async () => {
    await page.goto(url('/payments/transactions'));
    const row = page.getByRole('row').filter({ hasText: 'Granted 1 × pro' });
    await row.waitFor();
    await row.getByText('Purchase').waitFor();
    await row.getByText('Test', { exact: true }).waitFor();
    await row.getByText(buyerId).waitFor();

    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByLabel('Customer id').fill(buyerId);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.waitForURL(new RegExp(`/payments/customers\\?.*id=${buyerId}`));
    const owned = page.getByRole('region', { name: 'Owned products' });
    await owned.getByText('Pro plan').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'credits quantity' }).textContent()).toBe('100');

    // A manual change: spend 30, then a spend past zero is refused in place.
    await page.getByRole('button', { name: 'Change credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change credits' });
    await dialog.getByLabel('Change by').fill('-30');
    await dialog.getByRole('button', { name: 'Change quantity' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('cell', { name: 'credits quantity' }).textContent()).toBe('70');
    await page.getByRole('button', { name: 'Change credits' }).click();
    await dialog.getByLabel('Change by').fill('-71');
    await dialog.getByRole('button', { name: 'Change quantity' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'credits quantity' }).textContent()).toBe('70');

    await page.goto(url('/payments/transactions'));
    await page.getByRole('row').filter({ hasText: '-30 credits' }).waitFor();
  });

  it('screenshots of the payments screens at 1280 px, 375 px and dark', async () => {
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(url('/payments'));
      await p.getByRole('region', { name: 'Products' }).getByText('Pro plan').waitFor();
      await screenshot(p, `payments-products-${variant}`);
      await p.goto(url(`/payments/customers?type=user&id=${buyerId}`));
      await p.getByRole('region', { name: 'Owned products' }).getByText('Pro plan').waitFor();
      await screenshot(p, `payments-customer-${variant}`);
      await p.goto(url('/payments/transactions'));
      await p.getByRole('row').filter({ hasText: 'Granted 1 × pro' }).waitFor();
      await screenshot(p, `payments-transactions-${variant}`);
      await c.close();
    }
  });
});
