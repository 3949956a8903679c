import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, signUpDeveloper, waitForMail, type Developer } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * The hosted pages an end user meets (sign-in by code, account settings) and the e-mail they
 * get, in a real browser against a real Gatehouse. Set-up (developer, project, users) goes
 * through the API; everything asserted is what the browser shows.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
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

async function sendCode(page: Page, to: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Send sign-in code' }).click();
}

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
