import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { metadataText, parseMetadata } from './metadata-json.ts';

const METADATA = [
  { key: 'client_metadata', label: 'Client metadata', hint: 'Readable and writable by the user’s own client.', teamHint: 'Readable by members’ clients, writable with $update_team.' },
  { key: 'client_read_only_metadata', label: 'Client read-only metadata', hint: 'Readable by the client, writable only by your server.' },
  { key: 'server_metadata', label: 'Server metadata', hint: 'Never visible to the client.' },
] as const;
type MetadataKey = (typeof METADATA)[number]['key'];

/** Who may write client metadata differs between a user and a team; the other two read the same. */
const hintOf = (m: (typeof METADATA)[number], noun: string) => (noun === 'team' && 'teamHint' in m ? m.teamHint : m.hint);

/** A record with the three metadata fields: a user or a team. */
export type WithMetadata = { [K in MetadataKey]: unknown };

/** The save of the record's metadata (a TanStack mutation: PATCH of the user or the team). */
export interface MetadataUpdate {
  mutate(body: WithMetadata, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

const textsOf = (user: WithMetadata) => Object.fromEntries(METADATA.map((m) => [m.key, metadataText(user[m.key])])) as Record<MetadataKey, string>;

/** Read view: the JSON, or a quiet empty state instead of a literal `null`. */
function MetadataView({ label, hint, value }: { label: string; hint: string; value: unknown }) {
  const text = metadataText(value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-[13px] font-medium">{label}</h3>
      {text ? (
        <pre className="max-h-60 overflow-auto rounded-md border border-border bg-subtle/60 p-2.5 font-mono text-[13px] break-words whitespace-pre-wrap">{text}</pre>
      ) : (
        <p className="rounded-md border border-dashed border-border px-3 py-4 text-center text-[13px] text-muted">No {label.toLowerCase()}</p>
      )}
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}

/** The three metadata fields of a user or a team: shown as JSON, edited as JSON that is checked as you type. */
export function MetadataCard({ user, update, noun = 'user' }: { user: WithMetadata; update: MetadataUpdate; noun?: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => textsOf(user));
  const parsed = Object.fromEntries(METADATA.map((m) => [m.key, parseMetadata(text[m.key])])) as Record<MetadataKey, ReturnType<typeof parseMetadata>>;
  const valid = METADATA.every((m) => parsed[m.key].ok);

  const startEditing = () => {
    setText(textsOf(user));
    update.reset();
    setEditing(true);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    const body = Object.fromEntries(METADATA.map((m) => [m.key, (parsed[m.key] as { value: unknown }).value])) as WithMetadata;
    update.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: 'Metadata saved', variant: 'success' });
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Metadata"
        description={`JSON stored with the ${noun}. Leave a box empty for none.`}
        action={
          !editing && (
            <Button variant="outline" size="sm" onClick={startEditing}>
              Edit metadata
            </Button>
          )
        }
      />
      <CardBody>
        {!editing ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {METADATA.map((m) => (
              <MetadataView key={m.key} label={m.label} hint={hintOf(m, noun)} value={user[m.key]} />
            ))}
          </div>
        ) : (
          <form onSubmit={save} className="flex flex-col gap-4">
            <div className="grid gap-4 lg:grid-cols-3">
              {METADATA.map((m) => {
                const p = parsed[m.key];
                return (
                  <Field key={m.key} label={m.label} hint={hintOf(m, noun)} error={p.ok ? null : p.error}>
                    {(a) => (
                      <textarea
                        {...a}
                        spellCheck={false}
                        rows={7}
                        placeholder={'{\n  "plan": "pro"\n}'}
                        value={text[m.key]}
                        onChange={(e) => setText((t) => ({ ...t, [m.key]: e.target.value }))}
                        className="w-full rounded-md border border-control bg-surface p-2.5 font-mono text-[13px] text-fg outline-none placeholder:text-muted focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-danger"
                      />
                    )}
                  </Field>
                );
              })}
            </div>
            {update.isError && (
              <p role="alert" className="text-[13px] text-danger">
                {errorMessage(update.error)}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!valid}>
                Save metadata
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
