import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 20 §5: the overview draws GET /internal/metrics — stat cards, the sign-up and daily
 * active user charts (recharts, labelled axes, a tooltip per day), sign-in methods, e-mails and
 * the recent users linking to their pages — photographed at 1280 px light and dark and at 375 px.
 */
const baseUrl = inject('baseUrl');

let browser: Browser;
let dev: DeveloperProject;
let ann: string;

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'metrics');
  ann = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: 'ann@example.com', primary_email_verified: true, password: 'correct horse battery', display_name: 'Ann Example' })).id;
  await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: 'bob@example.com', otp_auth_enabled: true, primary_email_auth_enabled: true });
  await serverCall(baseUrl, dev, 'POST', '/users', { display_name: 'Cyd', password: 'another good password' });
  await serverCall(baseUrl, dev, 'POST', '/teams', { display_name: 'Team one' });
});

afterAll(async () => {
  await browser?.close();
});

async function signedInPage(variant: Variant): Promise<Page> {
  const ctx = await newContext(browser, baseUrl, variant, dev.storageState);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

const statOf = async (page: Page, label: string) => (await page.getByRole('region', { name: label, exact: true }).textContent())?.replace(label, '').trim();

describe('project overview metrics', () => {
  it('shows the totals, both charts with axes and tooltips, sign-in methods, e-mails and recent users', async () => {
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const page = await signedInPage(variant);
      await page.goto(`/projects/${dev.projectId}`);
      await page.getByRole('region', { name: 'Sign-ups over time' }).locator('svg.recharts-surface').waitFor();
      expect(await statOf(page, 'Users')).toBe('3');
      expect(await statOf(page, 'Verified e-mail')).toBe('1');
      expect(await statOf(page, 'Unverified')).toBe('2');
      expect(await statOf(page, 'Anonymous')).toBe('0');
      expect(await statOf(page, 'Teams')).toBe('1');
      expect(await statOf(page, 'Monthly active')).toBe('3');
      // Both charts: all three signed up and were active today.
      await page.getByRole('figure', { name: /^New users per day over the last 30 days: 3 in total, at most 3 on one day$/ }).waitFor();
      await page.getByRole('figure', { name: /^Active users per day over the last 30 days: 3 in total, at most 3 on one day$/ }).waitFor();
      await page.getByText('Day of sign-up (UTC)').waitFor();
      await page.getByText('Today 3: 3 new, 0 returning from yesterday, 0 back after a break.').waitFor();
      const signUps = page.getByRole('region', { name: 'Sign-ups over time' });
      expect(await signUps.locator('svg.recharts-surface').getByText('New users', { exact: true }).count()).toBe(1);
      expect(await signUps.locator('svg.recharts-surface').getByText('Today', { exact: true }).count()).toBe(1);
      // Sign-in methods and e-mails.
      const methods = page.getByRole('region', { name: 'Sign-in methods' });
      expect((await methods.textContent())?.replace(/\s+/g, ' ')).toContain('Password2E-mail code / magic link1Passkey0');
      await page.getByRole('region', { name: 'E-mails' }).getByText('Sent', { exact: true }).waitFor();
      if (variant === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      else {
        // The tooltip names the day and the count of the bar under the pointer (today's, the last one).
        const bars = signUps.locator('.recharts-bar-rectangle');
        await bars.last().hover();
        const tip = signUps.locator('.recharts-tooltip-wrapper');
        await tip.getByText('New users : 3').waitFor();
        await screenshot(page, `i20-overview-tooltip-${variant}`);
        await page.mouse.move(0, 0);
      }
      await screenshot(page, `i20-overview-${variant}`);
      if (variant === 'light') {
        // A recent user links to their page.
        await page.getByRole('region', { name: 'Recent users' }).getByRole('link', { name: 'Ann Example' }).first().click();
        await page.waitForURL(`**/projects/${dev.projectId}/users/${ann}`);
      }
      await page.context().close();
    }
  });
});
