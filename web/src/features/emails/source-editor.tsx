import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { RenderEmailBody } from './emails.queries.ts';

/** The preview follows the source this long after the last keystroke. */
export const PREVIEW_DELAY_MS = 500;

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
 * server's sandbox). A rendering error is shown in place of the preview, so a typo never saves.
 */
export function SourceEditor({ projectId, label, source, onSourceChange, renderBody, controls, onSave, saving, saveError }: { projectId: string; label: string; source: string; onSourceChange: (s: string) => void; renderBody: (source: string) => RenderEmailBody; controls?: ReactNode; onSave: () => void; saving: boolean; saveError?: string | null }) {
  const debounced = useDebounced(source, PREVIEW_DELAY_MS);
  const body = renderBody(debounced);
  const preview = useQuery({
    queryKey: ['project', projectId, 'render-email', body],
    queryFn: async () => (await adminApp(projectId).api.POST('/emails/render-email', { body })).data!,
    placeholderData: (previous) => previous,
    retry: false,
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex min-w-0 flex-col">
        <CardHeader title={label} description="TSX: export EmailTemplate (or EmailTheme) and, for templates, subject and variables." />
        <CardBody className="flex flex-1 flex-col gap-3">
          {controls}
          <textarea aria-label={`${label} source`} spellCheck={false} wrap="off" value={source} onChange={(e) => onSourceChange(e.target.value)} className="min-h-[420px] w-full flex-1 resize-y rounded-md border border-border bg-subtle/40 p-3 font-mono text-[12.5px] leading-relaxed outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30" />
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
        <CardHeader title="Preview" description={preview.data?.subject ? `Subject: ${preview.data.subject}` : 'Rendered with placeholder values for its variables.'} />
        <CardBody className="flex-1">
          {preview.isError ? (
            <div role="alert" className="rounded-md border border-danger/40 bg-danger-soft p-3 text-[13px] text-danger">
              <p className="font-medium">This source does not render</p>
              <pre className="mt-2 font-mono text-xs whitespace-pre-wrap">{errorMessage(preview.error)}</pre>
            </div>
          ) : preview.data ? (
            <iframe title="E-mail preview" sandbox="" srcDoc={preview.data.html} className={`h-[460px] w-full rounded-md border border-border bg-white ${preview.isFetching ? 'opacity-70' : ''}`} />
          ) : (
            <Skeleton className="h-[460px]" />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
