import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 20 §3, dashboard: the Webhooks page. Endpoints are added (secret shown once, and it
 * verifies what a real local receiver gets), listed with their state, disabled, and their delivery
 * log (status, attempts, HTTP status, latency, response) is shown with resend; an endpoint that
 * fails after the whole retry schedule (1 s, 1 s on the e2e server) shows as failing.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
const servers: Server[] = [];

interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}
async function receiver(status: number): Promise<{ url: string; got: Got[] }> {
  const got: Got[] = [];
  const s = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  servers.push(s);
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/hooks`, got };
}

let good: Awaited<ReturnType<typeof receiver>>;
let bad: Awaited<ReturnType<typeof receiver>>;
let secret = '';

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'webhooks');
  good = await receiver(200);
  bad = await receiver(500);
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) s.close();
});

const url = `/projects/${'$'}/webhooks`;
const webhooksPath = () => url.replace('$', dev.projectId);
const until = async (ok: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(ok()).toBe(true);
};

describe('the Webhooks page', () => {
  it('adds an endpoint; its secret is shown once and verifies the signed event a real receiver gets', async () => {
    await page.goto(webhooksPath());
    await page.getByText('No webhook endpoints yet').waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('URL').fill(good.url);
    await dialog.getByLabel('Description').fill('Billing service');
    await dialog.getByText('user.created', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Endpoint added' });
    secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have saved the secret' }).click();
    await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: `ada-${Date.now()}@example.com`, display_name: 'Ada' });
    await until(() => good.got.length >= 1);
    const [g] = good.got;
    const message = new Webhook(secret).verify(g.body, { 'webhook-id': String(g.headers['webhook-id']), 'webhook-timestamp': String(g.headers['webhook-timestamp']), 'webhook-signature': String(g.headers['webhook-signature']) });
    expect(message).toMatchObject({ type: 'user.created', data: { display_name: 'Ada' } });
    // The log of the selected endpoint shows the delivery.
    const log = page.getByRole('region', { name: 'Deliveries' });
    await log.getByText('Succeeded').waitFor({ timeout: 15_000 });
    await log.getByText('thanks').waitFor();
  });

  it('shows an endpoint failing after its retry schedule, with the answers in its log, and resends', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('URL').fill(bad.url);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'I have saved the secret' }).click();
    await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: `bob-${Date.now()}@example.com`, display_name: 'Bob' });
    await until(() => bad.got.length >= 3);
    await new Promise((r) => setTimeout(r, 500));
    await page.reload();
    await page.getByRole('cell').getByText('Failing', { exact: true }).waitFor();
    await page.getByText(bad.url).first().click();
    await page.getByRole('status').getByText('This endpoint is failing').waitFor();
    const log = page.getByRole('region', { name: 'Deliveries' });
    await log.getByText('Failed').waitFor();
    await log.getByText('receiver is down').waitFor();
    await log.getByRole('button', { name: /^Actions for delivery/ }).click();
    await page.getByRole('menuitem', { name: 'Resend' }).click();
    await page.getByText('Delivery queued again').first().waitFor();
    await until(() => bad.got.length >= 4);
  });

  it('disables an endpoint from its actions; the server has it disabled', async () => {
    await page.getByRole('button', { name: `Actions for ${good.url}` }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page.getByText('Endpoint disabled').first().waitFor();
    const listed = await fetch(`${baseUrl}/api/v1/webhooks/endpoints`, { headers: { ...dev.serverHeaders } });
    // Admin only: the server key is refused, the dashboard's token is what changed it.
    expect(listed.status).toBe(401);
    await page.getByRole('cell').getByText('Disabled', { exact: true }).waitFor();
  });

  it('the webhooks portal (token from POST /webhooks/svix-token) lists the endpoints and deliveries and disables one; a bad token is refused', async () => {
    // The dashboard's own admin call, made from the signed-in page (the token is an admin-only answer).
    const token = await page.evaluate(async ({ projectId }) => {
      const tokens = JSON.parse(localStorage.getItem('gatehouse-internal-tokens') ?? '{}') as { access_token?: string; accessToken?: string };
      const res = await fetch('/api/v1/webhooks/svix-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': tokens.access_token ?? tokens.accessToken ?? '' },
        body: '{}',
      });
      return ((await res.json()) as { token?: string }).token ?? JSON.stringify(await res.text());
    }, { projectId: dev.projectId });
    expect(token).toMatch(/^whp_/);
    const portal = await ctx.newPage();
    await portal.goto(`/webhooks-portal?token=${encodeURIComponent(token)}`);
    const card = portal.getByRole('region', { name: bad.url });
    await card.getByText('receiver is down').first().waitFor();
    await card.getByRole('switch', { name: 'Enabled' }).click();
    await card.getByText('Disabled', { exact: true }).waitFor();
    await screenshot(portal, 'webhooks-portal-light');
    await portal.goto('/webhooks-portal?token=whp_forged.token');
    await portal.getByRole('alert').getByText(/invalid or has expired/).waitFor();
    await portal.close();
  });

  it('an endpoint Gatehouse disabled after 5 deliveries in a row failed shows why, in the table and the detail; enabling it clears that', async () => {
    const flaky = await receiver(500);
    await page.goto(webhooksPath());
    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('URL').fill(flaky.url);
    await dialog.getByLabel('Description').fill('Flaky receiver');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'I have saved the secret' }).click();
    for (let i = 0; i < 5; i++) await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: `flaky-${i}-${Date.now()}@example.com` });
    // Each of the 5 deliveries: 3 attempts (1 s, 1 s apart), then failed.
    await until(() => flaky.got.length >= 15, 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    await page.reload();
    await page.getByRole('cell').getByText('Disabled: failing', { exact: true }).waitFor();
    await page.getByText(flaky.url).first().click();
    await page.getByRole('status').getByText(/Gatehouse disabled this endpoint .*5 deliveries in a row failed/).waitFor();
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(webhooksPath());
      await p.getByText(flaky.url).first().click();
      await p.getByRole('status').getByText(/Gatehouse disabled this endpoint/).waitFor();
      if (variant === 'mobile') {
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `webhooks page overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
      }
      await screenshot(p, `webhooks-auto-disabled-${variant}`);
      await c.close();
    }
    await page.getByRole('switch', { name: 'Enabled' }).click();
    await page.getByText('Endpoint enabled').first().waitFor();
    await page.getByRole('status').getByText(/Gatehouse disabled this endpoint/).waitFor({ state: 'detached' });
    await page.getByRole('cell').getByText('Disabled: failing', { exact: true }).waitFor({ state: 'detached' });
  });

  it('screenshots at 1280 px, 375 px and dark', async () => {
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(webhooksPath());
      await p.getByText(bad.url).first().click();
      await p.getByRole('region', { name: 'Deliveries' }).getByText('receiver is down').first().waitFor();
      if (variant === 'mobile') {
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `webhooks page overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
      }
      await screenshot(p, `webhooks-${variant}`);
      await c.close();
    }
  });
});
