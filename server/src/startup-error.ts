/**
 * A start-up failure the operator can fix: its message is the whole story in one line (what
 * failed, and what to do about it), and main.ts prints exactly that line and exits 1. Code that
 * knows why start-up cannot go on (a port in use, a bad setting, a database that refuses us)
 * throws one of these instead of letting a library's own error, stack or `undefined` surface.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The one line main.ts prints for any error that stopped start-up, expected or not. */
export function startupFailureLine(e: unknown): string {
  return `Gatehouse could not start: ${whatFailed(e).replace(/\s*\n\s*/g, ' ').trim()}`;
}

function whatFailed(e: unknown): string {
  if (e instanceof StartupError) return e.message;
  // Anything else was not foreseen: still one line, with the error's own message and code.
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    const message = e.message.split('\n')[0].trim() || e.name;
    return `${message}${typeof code === 'string' && !message.includes(code) ? ` (${code})` : ''}`;
  }
  return e === undefined || e === null || String(e) === '' ? 'an unknown error (no message)' : String(e);
}
