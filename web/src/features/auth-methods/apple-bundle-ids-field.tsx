import { Field } from '../../components/ui/input.tsx';

/** Apple bundle ids are reverse-DNS strings of letters, digits, hyphens and dots (com.example.app). */
const BUNDLE_ID = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** The bundle ids typed in the box: separated by commas, spaces or lines, each once. */
export function parseBundleIds(text: string): { ids: string[]; invalid: string[] } {
  const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  return { ids, invalid: ids.filter((id) => !BUNDLE_ID.test(id) || id.length > 255) };
}

/**
 * Apple's extra setting: the bundle ids of native apps that sign in with Apple's own sheet
 * (POST /auth/oauth/callback/apple/native checks that the id_token was issued to one of them).
 */
export function AppleBundleIdsField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { invalid } = parseBundleIds(value);
  const error = invalid.length ? `Not a bundle id: ${invalid.join(', ')} (letters, digits, hyphens and dots, e.g. com.example.app).` : null;
  return (
    <Field label="Apple bundle IDs" hint="Only for native iOS or macOS apps using Sign in with Apple: one bundle id per line or separated by commas, e.g. com.example.app." error={error}>
      {(a) => (
        <textarea
          {...a}
          spellCheck={false}
          rows={2}
          placeholder="com.example.app"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="w-full rounded-md border border-control bg-surface px-3 py-2 font-mono text-[13px] text-fg outline-none placeholder:text-muted focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-danger"
        />
      )}
    </Field>
  );
}
