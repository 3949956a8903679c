import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, signUpDeveloper, type Developer } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { startGatehouseProcess, type GatehouseProcess } from './gatehouse-process.ts';
import { startFakeChatServer, type FakeChatServer } from '../../server/test/fake-chat-completions.ts';

/**
 * The dashboard AI assistant against a real local OpenAI-compatible endpoint: shown only when the
 * server has one configured (the shared e2e server has none), answers through it, saves the thread.
 */

let browser: Browser;
let fake: FakeChatServer;
let withAi: GatehouseProcess;

beforeAll(async () => {
  browser = await launch();
  fake = await startFakeChatServer();
  withAi = await startGatehouseProcess(inject('databaseUrl'), { GATEHOUSE_AI_BASE_URL: fake.baseUrl, GATEHOUSE_AI_API_KEY: 'sk-e2e', GATEHOUSE_AI_MODEL: 'e2e-model' });
}, 90_000);
afterAll(async () => {
  await withAi?.stop();
  await fake?.close();
  await browser?.close();
});

async function signIn(page: Page, developer: Developer, projectId: string, name: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(developer.email);
  await page.getByLabel('Password', { exact: true }).fill(developer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/projects');
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('heading', { name }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('dashboard AI assistant', () => {
  it('is hidden when the server has no AI endpoint', async () => {
    const baseUrl = inject('baseUrl');
    const developer = await signUpDeveloper(baseUrl, `noai-${Date.now().toString(36)}@example.com`);
    const projectId = await createProject(baseUrl, developer, 'No AI Co', {});
    const ctx = await newContext(browser, baseUrl, 'light');
    const page = await ctx.newPage();
    await signIn(page, developer, projectId, 'No AI Co');
    expect(await page.getByRole('button', { name: 'Ask AI' }).count()).toBe(0);
    await ctx.close();
  });

  for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
    it(`answers a question through the configured endpoint and saves the thread (${variant})`, async () => {
      const baseUrl = withAi.baseUrl;
      const developer = await signUpDeveloper(baseUrl, `ai-${variant}-${Date.now().toString(36)}@example.com`);
      const projectId = await createProject(baseUrl, developer, 'Assistant Co', {});
      fake.mode = { kind: 'answer', text: 'Open Auth methods and turn on GitHub.\nThen add your client id and secret.' };
      const before = fake.requests.length;
      const ctx = await newContext(browser, baseUrl, variant);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let threadPath = '';
      page.on('request', (r) => {
        const m = /\/api\/v1\/internal\/ai-chat\/[0-9a-f-]{36}/.exec(r.url());
        if (m) threadPath = m[0];
      });
      await signIn(page, developer, projectId, 'Assistant Co');
      await page.getByRole('button', { name: 'Ask AI' }).click();
      const panel = page.getByRole('dialog', { name: 'AI assistant' });
      await panel.waitFor();
      await panel.getByLabel('Your question').fill('How do I let users sign in with GitHub?');
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.getByText('Open Auth methods and turn on GitHub.').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `ai-assistant-${variant}`);

      const sent = fake.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0].headers.authorization).toBe('Bearer sk-e2e');
      expect(sent[0].body.model).toBe('e2e-model');
      expect(sent[0].body.messages!.at(-1)).toEqual({ role: 'user', content: 'How do I let users sign in with GitHub?' });
      // The question and the answer are saved in the project's thread.
      const headers = { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': developer.accessToken };
      await expect
        .poll(async () => ((await (await fetch(`${baseUrl}${threadPath}`, { headers })).json()) as { messages: unknown[] }).messages)
        .toEqual([
          { role: 'user', content: 'How do I let users sign in with GitHub?' },
          { role: 'assistant', content: 'Open Auth methods and turn on GitHub.\nThen add your client id and secret.' },
        ]);

      // The failure path shows the server's message in the panel.
      fake.mode = { kind: 'status', status: 500 };
      await panel.getByLabel('Your question').fill('And Google?');
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => panel.getByRole('alert').textContent()).toContain('could not answer');
      if (variant === 'light') await screenshot(page, 'ai-assistant-error-light');
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
