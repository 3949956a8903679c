import { knownError } from '../../http/errors.ts';
import { compileSource, TemplateCompileError } from './tsx-compiler.ts';
import { runInSandbox, SandboxError, warmSandbox } from './quickjs-sandbox.ts';
import { MAX_HTML_CHARS, MAX_SUBJECT_CHARS } from './react-runtime.ts';
import { htmlToText } from './html-to-text.ts';

/** What a template sees (its props): all plain JSON, nothing of the server. */
export interface RenderProps {
  user: { display_name: string | null; primary_email: string | null } | null;
  project: { display_name: string };
  variables: Record<string, unknown>;
  /** The language the mail is sent in ('en' | 'de'; modules/i18n/mail-locale.ts decides), for templates that branch on it. */
  locale: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
  subject: string | null;
}

/**
 * Renders a TSX template inside its theme in the sandbox. Anything that goes wrong in the
 * template — a compile error, a forbidden import, a throw, a missing variable, an endless loop, a
 * memory bomb, an oversized result — is EMAIL_RENDERING_ERROR with the reason; the server itself
 * is never at stake. Template and theme are compiled separately (each cached by its source) and
 * linked to React only inside the sandbox. `preview` fills declared variables that are missing
 * with placeholders (editor previews).
 */
export async function renderEmail(templateSource: string, themeSource: string | null, props: RenderProps, opts: { preview?: boolean } = {}): Promise<RenderedEmail> {
  warmSandbox();
  try {
    const [templateCode, themeCode] = await Promise.all([compileSource(templateSource), themeSource === null ? null : compileSource(themeSource)]);
    const out = parseResult(await runInSandbox(templateCode, themeCode, JSON.stringify({ ...props, preview: opts.preview ?? false })));
    const html = /^<html[\s>]/i.test(out.html) ? `<!DOCTYPE html>${out.html}` : out.html;
    return { html, text: htmlToText(html), subject: out.subject };
  } catch (e) {
    if (e instanceof TemplateCompileError || e instanceof SandboxError) throw knownError('EMAIL_RENDERING_ERROR', { error: e.message });
    throw e;
  }
}

/** Checks what came out of the sandbox (template code shares its realm with the glue). */
function parseResult(json: string): { html: string; subject: string | null } {
  let out: unknown;
  try {
    out = JSON.parse(json);
  } catch {
    throw new SandboxError('The template sandbox returned no result.');
  }
  const { html, subject } = (out ?? {}) as { html?: unknown; subject?: unknown };
  if (typeof html !== 'string' || (subject !== null && typeof subject !== 'string')) throw new SandboxError('The template sandbox returned no result.');
  if (html.length > MAX_HTML_CHARS) throw new SandboxError(`The rendered e-mail is larger than ${MAX_HTML_CHARS} characters.`);
  if (subject !== null && subject.length > MAX_SUBJECT_CHARS) throw new SandboxError(`The subject is longer than ${MAX_SUBJECT_CHARS} characters.`);
  return { html, subject };
}
