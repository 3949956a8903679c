/**
 * When this browser last had a verification e-mail sent to an address (sign-up sends one, and
 * the account page's "Send verification e-mail"). The API tells a client nothing about sent mail,
 * yet the account page should say "we already sent you one" rather than invite a second send.
 * Per project, in localStorage; a day later the note is dropped (the link will have expired).
 */
const KEEP_MS = 24 * 3600 * 1000;
const storageKey = (projectId: string) => `gatehouse.verification-sent.${projectId}`;

function read(projectId: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function markVerificationSent(projectId: string, email: string, at = Date.now()): void {
  const now = Date.now();
  const kept = Object.fromEntries(Object.entries(read(projectId)).filter(([, t]) => typeof t === 'number' && now - t < KEEP_MS));
  kept[email.trim().toLowerCase()] = at;
  try {
    localStorage.setItem(storageKey(projectId), JSON.stringify(kept));
  } catch {
    /* storage full or blocked: the note is a courtesy, not state */
  }
}

/** When a verification e-mail to `email` was last sent from this browser (within a day), or null. */
export function verificationSentAt(projectId: string, email: string): number | null {
  const at = read(projectId)[email.trim().toLowerCase()];
  return typeof at === 'number' && Date.now() - at < KEEP_MS ? at : null;
}
