/**
 * The query string as plain text: `?sort=-signed_up_at&size=20&page=2&q=ada`. TanStack Router's
 * default writes values as JSON (`q=%22ada%22`), which would break every link shared before the
 * move to it; the routes' validateSearch turn these strings into typed values instead.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  // A repeated key keeps its last value, as the server does with its query parameters.
  for (const [k, v] of new URLSearchParams(searchStr)) out[k] = v;
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, typeof v === 'string' ? v : String(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
