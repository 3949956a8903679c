import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's chromium; playwright-core never downloads a browser of its own. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) throw new Error(`No chromium found (looked at ${CANDIDATES.join(', ')}). Install it: apt-get install -y chromium`);
  return found;
}

export const LAUNCH_OPTIONS = (): LaunchOptions => ({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });

/**
 * A connection to the one chromium global-setup started for the whole run (starting a browser
 * costs 1-3 s on a loaded 2-core machine, once per file before). Each file still gets its own
 * connection, and closing it closes every context the file made; the browser itself lives on.
 */
export async function launch(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

export type Variant = 'light' | 'dark' | 'mobile';
export const VARIANTS: Record<Variant, { viewport: { width: number; height: number }; colorScheme: 'light' | 'dark' }> = {
  light: { viewport: { width: 1280, height: 860 }, colorScheme: 'light' },
  dark: { viewport: { width: 1280, height: 860 }, colorScheme: 'dark' },
  mobile: { viewport: { width: 375, height: 812 }, colorScheme: 'light' },
};

/**
 * reducedMotion: charts (recharts honours prefers-reduced-motion) draw their final state at once
 * instead of animating for 1.5 s, so a picture never catches a bar half-grown. Nothing else in the
 * app reads the preference.
 */
export async function newContext(browser: Browser, baseURL: string, variant: Variant = 'light', storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  const v = VARIANTS[variant];
  const ctx = await browser.newContext({ baseURL, viewport: v.viewport, colorScheme: v.colorScheme, acceptDownloads: true, storageState, permissions: [], reducedMotion: 'reduce' });
  trackRequests(ctx);
  return ctx;
}

/** Requests of a context not yet answered (or failed), counted from the context's creation. */
interface RequestTracker {
  inFlight: number;
  /** Date.now() of the last request that started or ended. */
  lastChange: number;
}
const trackers = new WeakMap<BrowserContext, RequestTracker>();

function trackRequests(ctx: BrowserContext): RequestTracker {
  const known = trackers.get(ctx);
  if (known) return known;
  const t: RequestTracker = { inFlight: 0, lastChange: Date.now() };
  const end = () => {
    t.inFlight = Math.max(0, t.inFlight - 1);
    t.lastChange = Date.now();
  };
  ctx.on('request', () => {
    t.inFlight += 1;
    t.lastChange = Date.now();
  });
  ctx.on('requestfinished', end);
  ctx.on('requestfailed', end);
  trackers.set(ctx, t);
  return t;
}

/** How long no request may start or end before the screen counts as loaded. */
const QUIET_MS = 150;
/** A page that keeps fetching (a poll) is pictured after this long anyway, as networkidle's catch did. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until the page shows its loaded screen: no request of its context open or just ended for
 * QUIET_MS (a query that starts another when it lands is caught by the window), web fonts loaded,
 * and two frames painted after that so React has committed what the last answer brought.
 */
async function settle(page: Page): Promise<void> {
  const known = trackers.has(page.context());
  const t = trackRequests(page.context());
  // A context made elsewhere was not tracked from its start: its first load is networkidle's.
  if (!known) await page.waitForLoadState('networkidle').catch(() => {});
  const until = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < until) {
    const quietFor = Date.now() - t.lastChange;
    if (t.inFlight > 0 || quietFor < QUIET_MS) {
      await new Promise((r) => setTimeout(r, t.inFlight > 0 ? 25 : QUIET_MS - quietFor));
      continue;
    }
    const before = t.lastChange;
    // A navigation under way destroys the context of this call; its requests then keep us looping.
    await page
      .evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      })
      .catch(() => {});
    if (t.inFlight === 0 && t.lastChange === before) return;
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // A full-page picture of a scrolled page would show the sticky sidebar mid-page: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Skeletons and late answers: wait for the data, not for a fixed time.
  await settle(page);
  const path = `${ARTIFACTS}${name}.png`;
  // animations 'disabled': toasts, dialogs and menus are pictured at the end of their entry
  // transition (finite ones are fast-forwarded, endless ones reset), instead of waiting them out.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
