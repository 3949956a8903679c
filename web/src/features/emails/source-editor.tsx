import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminApp } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { RenderEmailBody } from './emails.queries.ts';
import { renderProblems } from './render-error.ts';

/** The preview follows the source this long after the last keystroke. */
export const PREVIEW_DELAY_MS = 500;

// CodeMirror is only needed on this screen: its own chunk, fetched when an editor opens.
const CodeEditor = lazy(() => import('./code-editor.tsx'));

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * TSX source on the left, the rendered e-mail on the right (POST /emails/render-email, in the
 * server's sandbox). A rendering error is marked in the editor at the place the compiler names
 * and listed under it; the preview keeps the last version that rendered.
 *
 * `renderBody` answers null while what the preview needs is still loading; an empty source is
 * never sent (the server answers that with EMAIL_RENDERING_ERROR, which would only be noise).
 */
export function SourceEditor({ projectId, label, source, onSourceChange, renderBody, controls, onSave, saving, saveError }: { projectId: string; label: string; source: string; onSourceChange: (s: string) => void; renderBody: (source: string) => RenderEmailBody | null; controls?: ReactNode; onSave: () => void; saving: boolean; saveError?: string | null }) {
  const debounced = useDebounced(source, PREVIEW_DELAY_MS);
  const empty = debounced.trim() === '';
  const body = empty ? null : renderBody(debounced);
  const preview = useQuery({
    queryKey: ['project', projectId, 'render-email', body],
    queryFn: async () => (await adminApp(projectId).api.POST('/emails/render-email', { body: body! })).data!,
    enabled: body !== null,
    placeholderData: (previous) => previous,
    retry: false,
  });
  // The last answer that rendered, kept while a later source fails (placeholderData drops it on error).
  const [lastGood, setLastGood] = useState<typeof preview.data>(undefined);
  useEffect(() => {
    if (preview.isSuccess && !preview.isPlaceholderData) setLastGood(preview.data);
  }, [preview.isSuccess, preview.isPlaceholderData, preview.data]);
  const shown = preview.data ?? lastGood;
  const failed = !empty && preview.isError;
  const problems = useMemo(() => (failed ? renderProblems(preview.error) : []), [failed, preview.error]);
  const editorLabel = `${label} source`;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex min-w-0 flex-col">
        <CardHeader title={label} description="TSX: export EmailTemplate (or EmailTheme) and, for templates, subject and variables." />
        <CardBody className="flex flex-1 flex-col gap-3">
          {controls}
          <Suspense fallback={<Skeleton className="h-[420px]" />}>
            <CodeEditor value={source} onChange={onSourceChange} label={editorLabel} problems={problems} />
          </Suspense>
          <p className="text-xs text-muted">Tab indents; press Esc, then Tab, to leave the editor.</p>
          {problems.length > 0 && (
            <div role="alert" className="rounded-md border border-danger/40 bg-danger-soft p-3 text-[13px] text-danger">
              <p className="font-medium">This source does not render</p>
              <ul className="mt-1.5 flex flex-col gap-1 font-mono text-xs">
                {problems.map((p, i) => (
                  <li key={i} className="break-words whitespace-pre-wrap">
                    {p.line !== null && <span className="font-semibold">Line {p.line}{p.column !== null ? `:${p.column}` : ''} · </span>}
                    {p.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {saveError && (
            <p role="alert" className="text-[13px] text-danger">
              {saveError}
            </p>
          )}
          <div className="flex justify-end">
            <Button onClick={onSave} loading={saving}>
              Save
            </Button>
          </div>
        </CardBody>
      </Card>
      <Card className="flex min-w-0 flex-col">
        <CardHeader title="Preview" description={shown?.subject ? `Subject: ${shown.subject}` : 'Rendered with placeholder values for its variables.'} />
        <CardBody className="flex flex-1 flex-col gap-2">
          {empty ? (
            <p className="flex h-[460px] items-center justify-center rounded-md border border-dashed border-border text-sm text-muted">Write the source on the left to see the e-mail here.</p>
          ) : shown ? (
            <>
              {failed && <p className="text-xs text-muted">Showing the last version that rendered.</p>}
              <iframe title="E-mail preview" sandbox="" srcDoc={shown.html} className={`h-[460px] w-full rounded-md border border-border bg-white ${preview.isFetching || failed ? 'opacity-60' : ''}`} />
            </>
          ) : failed ? (
            <p className="flex h-[460px] items-center justify-center rounded-md border border-dashed border-border px-6 text-center text-sm text-muted">No preview until the source renders: see the error under the editor.</p>
          ) : (
            <Skeleton className="h-[460px]" />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
