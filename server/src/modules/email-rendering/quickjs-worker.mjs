// Worker thread that evaluates compiled e-mail templates in QuickJS (WebAssembly). Plain
// JavaScript on purpose: the host starts it with `new Worker(url)` under any runner (tsx, vitest,
// a bundle) without a TypeScript loader. The host kills this thread when a render overruns its
// deadline, so even a loop QuickJS cannot interrupt in time never blocks the server. Each render
// evaluates the React runtime (workerData, built once by react-runtime.ts) and then links the
// template's compiled code to it; the code is passed as a string, never spliced into a script.
import { parentPort, workerData } from 'node:worker_threads';
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
const RUNTIME = String(workerData.runtime);
// What the host reads back: a JSON string of {html, subject}; the glue caps the HTML at 1,048,576
// characters, and this caps the whole answer (template code could have replaced the glue's
// JSON.stringify).
const MAX_RESULT_CHARS = 1024 * 1024 + 64 * 1024;

function describe(error) {
  if (error && typeof error === 'object') {
    if (error.message === 'interrupted') return 'The template ran too long and was stopped.';
    if (error.name || error.message) return `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim();
  }
  return String(error);
}

/** A fresh runtime per render, disposed afterwards: no render sees another's state. */
function render({ templateCode, themeCode, propsJson, memoryBytes, timeoutMs }) {
  const runtime = quickjs.newRuntime();
  try {
    runtime.setMemoryLimit(memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    // Our own runtime (React) gets the same budget again; the template's deadline starts when its
    // code does, so a busy machine slowing React's start does not fail a good template.
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + timeoutMs));
    const vm = runtime.newContext();
    try {
      for (const code of [SHIMS, RUNTIME]) {
        const result = vm.evalCode(code, 'template.js');
        if (result.error) {
          const error = vm.dump(result.error);
          result.error.dispose();
          return { ok: false, error: describe(error) };
        }
        result.value.dispose();
      }
      runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + timeoutMs));
      const args = [vm.newString(String(templateCode)), themeCode === null ? vm.null : vm.newString(String(themeCode)), vm.newString(String(propsJson))];
      const fn = vm.getProp(vm.global, '__gatehouseRender');
      const result = vm.callFunction(fn, vm.undefined, ...args);
      fn.dispose();
      for (const a of args) a.dispose();
      if (result.error) {
        const error = vm.dump(result.error);
        result.error.dispose();
        return { ok: false, error: describe(error) };
      }
      if (vm.typeof(result.value) !== 'string') {
        result.value.dispose();
        return { ok: false, error: 'The template sandbox returned no result.' };
      }
      const lengthHandle = vm.getProp(result.value, 'length');
      const length = vm.getNumber(lengthHandle);
      lengthHandle.dispose();
      if (!(length <= MAX_RESULT_CHARS)) {
        result.value.dispose();
        return { ok: false, error: 'The rendered e-mail is larger than 1048576 characters.' };
      }
      const out = vm.getString(result.value);
      result.value.dispose();
      return { ok: true, value: out };
    } finally {
      vm.dispose();
    }
  } catch (e) {
    // Not a JavaScript error of the template but a failure of the engine itself (e.g. the
    // WebAssembly stack ran out): its state is suspect, so this thread ends after answering.
    broken = true;
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  } finally {
    try {
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may fail its leak check on dispose; it is gone either way.
    }
  }
}

let broken = false;
parentPort.on('message', (job) => {
  parentPort.postMessage({ id: job.id, ...render(job) });
  if (broken) process.exit(1);
});
// One render before taking jobs: the first evaluation of React in a fresh WebAssembly instance is
// several times slower than the next (code not yet optimised), and must not eat a template's budget.
render({ templateCode: 'exports.EmailTemplate = function () { return null; };', themeCode: null, propsJson: '{"variables":{},"preview":true}', memoryBytes: 32 * 1024 * 1024, timeoutMs: 60_000 });
parentPort.postMessage({ ready: true });
