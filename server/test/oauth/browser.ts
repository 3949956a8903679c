import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal browser for OAuth flows: follows redirects by hand (so each hop can be inspected),
 * keeps cookies per origin, and submits auto-posting forms (form_post response mode).
 */
export class Browser {
  private jar = new Map<string, Map<string, string>>();

  private store(url: string, res: Response) {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(origin, cookies);
  }

  cookies(origin: string): Map<string, string> {
    return this.jar.get(origin) ?? new Map();
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const cookies = [...this.cookies(new URL(url).origin)].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = cookies ? { cookie: cookies } : {};
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  /**
   * Follows redirects (and auto-submitting forms) from `url` until one leads to a URL matching
   * `stop` (not requested: the app's own page), or a non-redirect answer; returns the last
   * response and the URL it led to (or its own URL).
   */
  async follow(url: string, stop: (u: string) => boolean, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ res: Response; url: string }> {
    let current = url;
    let next = init;
    for (let hops = 0; hops < 20; hops++) {
      const res = await this.request(current, next);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current).toString();
        next = {};
        if (stop(current)) return { res, url: current };
        continue;
      }
      const form = res.status === 200 && (res.headers.get('content-type') ?? '').includes('text/html') ? autoPostForm(await res.clone().text(), current) : null;
      if (form) {
        current = form.action;
        next = { form: form.fields };
        continue;
      }
      return { res, url: current };
    }
    throw new Error('too many redirects');
  }
}

/** An auto-submitting POST form (oidc-provider's form_post page): its action and hidden fields. */
function autoPostForm(html: string, base: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html) ?? /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html);
  if (!form || !/onload|submit\(\)/i.test(html)) return null;
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) fields[m[1]] = decode(m[2]);
  return { action: new URL(decode(form[1]), base).toString(), fields };
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
