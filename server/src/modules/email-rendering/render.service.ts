import { knownError } from '../../http/errors.ts';
import { compileEmail, TemplateCompileError } from './tsx-compiler.ts';
import { runInSandbox, SandboxError } from './quickjs-sandbox.ts';
import { htmlToText } from './html-to-text.ts';

/** What a template sees (its props): all plain JSON, nothing of the server. */
export interface RenderProps {
  user: { display_name: string | null; primary_email: string | null } | null;
  project: { display_name: string };
  variables: Record<string, unknown>;
}

export interface RenderedEmail {
  html: string;
  text: string;
  subject: string | null;
}

/**
 * Renders a TSX template inside its theme in the sandbox. Anything that goes wrong in the
 * template — a compile error, a forbidden import, a throw, a missing variable, an endless loop, a
 * memory bomb — is EMAIL_RENDERING_ERROR with the reason; the server itself is never at stake.
 * `preview` fills declared variables that are missing with placeholders (editor previews).
 */
export async function renderEmail(templateSource: string, themeSource: string | null, props: RenderProps, opts: { preview?: boolean } = {}): Promise<RenderedEmail> {
  try {
    const bundle = await compileEmail(templateSource, themeSource);
    const out = JSON.parse(await runInSandbox(bundle, JSON.stringify({ ...props, preview: opts.preview ?? false }))) as { html: string; subject: string | null };
    const html = /^<html[\s>]/i.test(out.html) ? `<!DOCTYPE html>${out.html}` : out.html;
    return { html, text: htmlToText(html), subject: out.subject };
  } catch (e) {
    if (e instanceof TemplateCompileError || e instanceof SandboxError) throw knownError('EMAIL_RENDERING_ERROR', { error: e.message });
    throw e;
  }
}
