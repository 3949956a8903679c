import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin, createProject, createUser, otpOf, signUpDeveloper, updateConfig, waitForMail, type Developer } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { startGatehouseProcess, type GatehouseProcess } from './gatehouse-process.ts';

/**
 * The hosted pages an end user meets (sign-in by code, account settings) and the e-mail they
 * get, in a real browser against a real Gatehouse. Set-up (developer, project, users) goes
 * through the API; everything asserted is what the browser shows.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const APP_ORIGIN = 'https://app.example.com';

let browser: Browser;
let developer: Developer;
let projectId = '';

const signInUrl = (id = projectId) => `/handler/sign-in?project_id=${id}`;
const email = (name: string) => `${name}-${stamp}@example.com`;

beforeAll(async () => {
  browser = await launch();
  developer = await signUpDeveloper(baseUrl, email('hosted-dev'));
  projectId = await createProject(baseUrl, developer, 'Hosted Co', {
    credential_enabled: true,
    magic_link_enabled: true,
    sign_up_enabled: true,
    client_user_deletion_enabled: true,
    domains: [{ domain: APP_ORIGIN, handler_path: '/handler' }],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function pageFor(variant: Variant = 'light', base = baseUrl): Promise<Page> {
  const ctx = await newContext(browser, base, variant);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

/** sRGB relative luminance of a computed `rgb(...)` colour (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function sendCode(page: Page, to: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Send sign-in code' }).click();
}

describe('hosted sign-in by e-mail code', () => {
  it('sends a code to a password user whose address is unverified, like to anyone (no hint which addresses have accounts)', async () => {
    // README "Who owns an address": the code proves the address, so the server sends it and
    // answers exactly as for any other address; the page goes on to the code step.
    const carol = email('carol');
    await createUser(baseUrl, projectId, developer, { primary_email: carol, primary_email_auth_enabled: true, password: PASSWORD });
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const page = await pageFor(variant);
      await page.goto(signInUrl());
      // The e-mail code tab is the default one.
      expect(await page.getByRole('tab', { name: 'Email code' }).getAttribute('aria-selected')).toBe('true');
      await sendCode(page, carol);
      await page.getByRole('group', { name: 'Sign-in code' }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await screenshot(page, `hosted-code-unverified-${variant}`);
      await page.context().close();
    }
  });

  it('spans the code slots across the card and resends a code after a countdown', async () => {
    const dave = email('dave');
    await createUser(baseUrl, projectId, developer, { primary_email: dave, primary_email_verified: true, primary_email_auth_enabled: true });
    const page = await pageFor('light');
    await page.clock.install();
    await page.goto(signInUrl());
    await sendCode(page, dave);
    const slots = page.getByRole('group', { name: 'Sign-in code' });
    await slots.waitFor();

    // The six slots fill the card's width (they used to sit left-aligned in a third of it).
    const form = page.locator('form').filter({ has: slots });
    const [slotsBox, formBox] = [await slots.boundingBox(), await form.boundingBox()];
    expect(slotsBox!.width).toBeGreaterThan(formBox!.width - 2);

    // Resending waits for a countdown, then uses the same route as the first send.
    const waiting = page.getByRole('button', { name: /^Resend code in [1-3]?\d s$/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    await screenshot(page, 'hosted-otp-resend-countdown-light');
    await page.clock.runFor(31_000);
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await expect.poll(() => resend.isEnabled()).toBe(true);
    await resend.click();
    await page.getByText(`We sent a new code to ${dave}.`).waitFor();
    const second = await waitForMail(baseUrl, projectId, developer, dave, /Your code is/, 2);
    await page.getByRole('textbox', { name: 'Sign-in code character 1 of 6' }).click();
    await page.keyboard.type(otpOf(second));
    await page.waitForURL('**/handler/account-settings**');
    await page.context().close();

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const p = await pageFor(variant);
      await p.goto(signInUrl());
      await sendCode(p, dave);
      await p.getByRole('group', { name: 'Sign-in code' }).waitFor();
      const s = await p.getByRole('group', { name: 'Sign-in code' }).boundingBox();
      const f = await p.locator('form').filter({ has: p.getByRole('group', { name: 'Sign-in code' }) }).boundingBox();
      expect(s!.width).toBeGreaterThan(f!.width - 2);
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-otp-resend-countdown-${variant}`);
      await p.context().close();
    }
  });

  it('shows the selected tab lighter than its track in both themes', async () => {
    for (const variant of ['light', 'dark'] as Variant[]) {
      const page = await pageFor(variant);
      await page.goto(signInUrl());
      const selected = page.getByRole('tab', { selected: true });
      await selected.waitFor();
      const track = await page.getByRole('tablist').evaluate((el) => getComputedStyle(el).backgroundColor);
      const tab = await selected.evaluate((el) => getComputedStyle(el).backgroundColor);
      const other = await page.getByRole('tab', { selected: false }).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(luminance(tab), `${variant}: selected tab ${tab} on track ${track}`).toBeGreaterThan(luminance(track));
      // The unselected tab shows the track through (transparent), so the selected one stands out.
      expect(other).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      await screenshot(page, `hosted-sign-in-tabs-${variant}`);
      await page.context().close();
    }
  });
});

describe('hosted pages under rate limits', () => {
  let limited: GatehouseProcess;
  let limitedProject = '';

  beforeAll(async () => {
    // A second Gatehouse on the same database, with rate limits on (the shared one runs without).
    limited = await startGatehouseProcess(inject('databaseUrl'), { GATEHOUSE_RATE_LIMITS: 'on' });
    limitedProject = await createProject(baseUrl, developer, 'Limited Co', { magic_link_enabled: true, sign_up_enabled: true });
    await updateConfig(baseUrl, limitedProject, developer, { rate_limits: { code_sends_per_ip: { max: 1, window_seconds: 600 } } });
  }, 120_000);

  afterAll(async () => {
    await limited?.stop();
  });

  it('says how long to wait when the server answers 429, on the resend and on the first send', async () => {
    const erin = email('erin');
    const page = await pageFor('light', limited.baseUrl);
    await page.clock.install();
    await page.goto(signInUrl(limitedProject));
    await sendCode(page, erin);
    await page.getByRole('group', { name: 'Sign-in code' }).waitFor();
    await page.clock.runFor(31_000);
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Too many attempts. Try again in 10 minutes.');
    // The resend button waits for as long as the server said (10 minutes, not the usual 30 s).
    // The installed clock runs on in real time: any 9:xx, as a loaded machine may take more
    // than 10 s from the answer to this check (9:5x alone failed there, on main too).
    await page.getByRole('button', { name: /^Resend code in (9:[0-5]\d|10:00)$/ }).waitFor();
    await screenshot(page, 'hosted-otp-rate-limited-light');

    await page.getByRole('button', { name: 'Use a different e-mail' }).click();
    await sendCode(page, email('erin-other'));
    await page.getByText('Too many attempts. Try again in 10 minutes.').waitFor();
    expect(await page.getByText('TOO_MANY_REQUESTS').count()).toBe(0);
    await screenshot(page, 'hosted-code-rate-limited-light');
    await page.context().close();
  });
});

describe('the sign-in e-mail', () => {
  it('keeps its long link inside the card at 600 px and 375 px', async () => {
    const frank = email('frank');
    const page = await pageFor('light');
    await page.goto(signInUrl());
    await sendCode(page, frank);
    await page.getByRole('group', { name: 'Sign-in code' }).waitFor();
    await page.context().close();
    const mail = await waitForMail(baseUrl, projectId, developer, frank, /Your code is/);
    expect(mail.html).toContain('magic-link-callback');

    for (const width of [600, 375]) {
      const ctx = await browser.newContext({ viewport: { width, height: 800 } });
      const p = await ctx.newPage();
      await p.setContent(mail.html);
      const link = p.locator('a[href*="magic-link-callback"]').last();
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `the e-mail overflows a ${width} px window by ${overflow} px`).toBeLessThanOrEqual(0);
      // The link's text stays within the padding of the white card that holds it.
      const card = await link.evaluate((a) => {
        let el: HTMLElement | null = a.parentElement;
        while (el && getComputedStyle(el).backgroundColor !== 'rgb(255, 255, 255)') el = el.parentElement;
        const c = el!.getBoundingClientRect();
        const style = getComputedStyle(el!);
        // Every line box of the link (a wrapped link has several).
        const lines = Array.from(a.getClientRects());
        return {
          cardLeft: c.left + parseFloat(style.paddingLeft),
          cardRight: c.right - parseFloat(style.paddingRight),
          linkLeft: Math.min(...lines.map((r) => r.left)),
          linkRight: Math.max(...lines.map((r) => r.right)),
        };
      });
      expect(card.linkRight, `the link ends ${card.linkRight - card.cardRight} px past the card's padding at ${width} px`).toBeLessThanOrEqual(card.cardRight + 0.5);
      expect(card.linkLeft).toBeGreaterThanOrEqual(card.cardLeft);
      await screenshot(p, `email-magic-link-${width}`);
      await ctx.close();
    }
  });
});

describe('hosted account settings', () => {
  it('saves only changes, says a verification mail was sent, adds an e-mail, links back to the app and deletes the account', async () => {
    const grace = email('grace');
    const page = await pageFor('light');
    await page.goto(`/handler/sign-up?project_id=${projectId}`);
    await page.getByRole('tab', { name: 'Password' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Password' });
    await panel.getByLabel('Email').fill(grace);
    await panel.locator('input').and(panel.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await panel.getByLabel('Repeat password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();

    // Nothing changed yet: nothing to save.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    // Sign-up already sent a verification mail, and the page says so.
    await page.getByText(/Verification e-mail sent/).first().waitFor();
    await waitForMail(baseUrl, projectId, developer, grace, /Verify your email/);

    // A link back to the app the user came from (the project's trusted domain).
    const back = page.getByRole('link', { name: 'Back to Hosted Co' });
    expect(await back.getAttribute('href')).toBe(`${APP_ORIGIN}/`);

    await page.getByLabel('Display name').fill('Grace Hopper');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Profile saved').first().waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    const work = email('grace-work');
    await page.getByLabel('New e-mail address').fill(work);
    await page.getByRole('button', { name: 'Add e-mail' }).click();
    // The address's row in the list (the toast that confirms the add names the address too).
    const row = page.getByRole('listitem').filter({ hasText: work }).filter({ has: page.getByRole('button', { name: 'Remove' }) });
    await row.waitFor();
    await row.getByText('Unverified').waitFor();
    await row.getByText(/Verification e-mail sent/).waitFor();
    await waitForMail(baseUrl, projectId, developer, work, /Verify your email/);
    await screenshot(page, 'hosted-account-settings-light');

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const state = await page.context().storageState();
      const ctx = await newContext(browser, baseUrl, variant, state);
      const p = await ctx.newPage();
      await p.goto(`/handler/account-settings?project_id=${projectId}`);
      await p.getByRole('button', { name: 'Delete my account' }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-account-settings-${variant}`);
      await ctx.close();
    }

    // Deleting the account asks for a ticked confirmation, then signs out to the sign-in page.
    const userId = (await admin(baseUrl, projectId, developer).GET('/users', { params: { query: { query: grace } } })).data!.items[0].id;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await screenshot(page, 'hosted-account-delete-dialog-light');
    await confirm.click();
    await page.waitForURL('**/handler/sign-in**');
    // The toast's title, and Radix's live-region announcement of it while it is spoken: the first will do.
    await page.getByText('Your account was deleted.').first().waitFor();
    const gone = await admin(baseUrl, projectId, developer).GET('/users/{user_id}', { params: { path: { user_id: userId } } });
    expect(gone.response.status).toBe(404);
    await page.context().close();
  });

  it('hides account deletion when the project does not allow it', async () => {
    const other = await createProject(baseUrl, developer, 'No Delete Co', { credential_enabled: true, sign_up_enabled: true, client_user_deletion_enabled: false });
    const henry = email('henry');
    await createUser(baseUrl, other, developer, { primary_email: henry, primary_email_auth_enabled: true, password: PASSWORD });
    const page = await pageFor('light');
    await page.goto(signInUrl(other));
    await page.getByLabel('Email').fill(henry);
    await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByText('Sessions').first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    // No trusted domain: no link to an app it does not know.
    expect(await page.getByRole('link', { name: /^Back to/ }).count()).toBe(0);
    await page.context().close();
  });
});
