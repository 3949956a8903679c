// Worker thread that evaluates compiled e-mail templates in QuickJS (WebAssembly). Plain
// JavaScript on purpose: the host starts it with `new Worker(url)` under any runner (tsx, vitest,
// a bundle) without a TypeScript loader. The host kills this thread when a render overruns its
// deadline, so even a loop QuickJS cannot interrupt in time never blocks the server.
import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';

// What React's browser server renderer expects from a browser; none of it reaches the host.
const SHIMS = `
globalThis.console = { log() {}, warn() {}, error() {}, info() {}, debug() {} };
globalThis.setTimeout = function () { return 0; };
globalThis.clearTimeout = function () {};
globalThis.queueMicrotask = function (fn) { Promise.resolve().then(fn); };
globalThis.MessageChannel = function () { this.port1 = { onmessage: null }; this.port2 = { postMessage() {} }; };
globalThis.TextEncoder = function () {};
TextEncoder.prototype.encode = function (s) {
  const bin = unescape(encodeURIComponent(String(s === undefined ? '' : s)));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};
TextEncoder.prototype.encodeInto = function (s, dest) {
  const bytes = this.encode(s);
  dest.set(bytes.subarray(0, dest.length));
  return { read: String(s).length, written: Math.min(bytes.length, dest.length) };
};
globalThis.TextDecoder = function () {};
TextDecoder.prototype.decode = function (bytes) {
  if (!bytes) return '';
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes.buffer || bytes);
  let bin = '';
  for (let i = 0; i < u8.length; i++) bin += String.fromCharCode(u8[i]);
  return decodeURIComponent(escape(bin));
};
`;

const quickjs = await newQuickJSWASMModuleFromVariant(releaseSync);

function describe(error) {
  if (error && typeof error === 'object') {
    if (error.message === 'interrupted') return 'The template ran too long and was stopped.';
    if (error.name || error.message) return `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim();
  }
  return String(error);
}

/** A fresh runtime per render, disposed afterwards: no render sees another's state. */
function render({ bundle, propsJson, memoryBytes, timeoutMs }) {
  const runtime = quickjs.newRuntime();
  try {
    runtime.setMemoryLimit(memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + timeoutMs));
    const vm = runtime.newContext();
    try {
      for (const code of [SHIMS, bundle]) {
        const result = vm.evalCode(code, 'template.js');
        if (result.error) {
          const error = vm.dump(result.error);
          result.error.dispose();
          return { ok: false, error: describe(error) };
        }
        result.value.dispose();
      }
      const input = vm.newString(propsJson);
      const fn = vm.getProp(vm.global, '__gatehouseRender');
      const result = vm.callFunction(fn, vm.undefined, input);
      fn.dispose();
      input.dispose();
      if (result.error) {
        const error = vm.dump(result.error);
        result.error.dispose();
        return { ok: false, error: describe(error) };
      }
      const out = vm.getString(result.value);
      result.value.dispose();
      return { ok: true, value: out };
    } finally {
      vm.dispose();
    }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  } finally {
    try {
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may fail its leak check on dispose; it is gone either way.
    }
  }
}

parentPort.on('message', (job) => parentPort.postMessage({ id: job.id, ...render(job) }));
parentPort.postMessage({ ready: true });
