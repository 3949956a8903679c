import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components translate through this instance (English), as in the app (main.tsx).
import '../i18n/i18n.ts';

// jsdom lacks a few browser APIs Radix relies on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;

// waitFor/findBy give up after 1 s by default; on a busy 2-core CI machine (two test files at once,
// see vitest.config.ts) a render or a debounced reload can take longer. A wait ends as soon as its
// condition holds, so passing tests take no longer; only a real failure is reported later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
