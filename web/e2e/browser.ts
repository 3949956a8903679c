import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium; playwright-core never downloads a browser of its own. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) throw new Error(`No chromium found (looked at ${CANDIDATES.join(', ')}). Install it: apt-get install -y chromium`);
  return found;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
}

export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

export type Variant = 'light' | 'dark' | 'mobile';
export const VARIANTS: Record<Variant, { viewport: { width: number; height: number }; colorScheme: 'light' | 'dark' }> = {
  light: { viewport: { width: 1280, height: 860 }, colorScheme: 'light' },
  dark: { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' },
  mobile: { viewport: { width: 375, height: 812 }, colorScheme: 'light' },
};

export async function newContext(browser: Browser, baseURL: string, variant: Variant = 'light', storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const v = VARIANTS[variant];
  return browser.newContext({ baseURL, viewport: v.viewport, colorScheme: v.colorScheme, acceptDownloads: true, storageState, permissions: [] });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Let toasts, fonts and skeletons settle so the picture shows the screen, not its loading state.
  await page.waitForLoadState('networkidle').catch(() => {});
  // A full-page picture of a scrolled page would show the sticky sidebar mid-page: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  const path = `${ARTIFACTS}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
