import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { KnownError } from '@gatehouse/sdk';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ErrorState } from '../shell/page.tsx';
import { SettingsLayout } from '../settings/settings-layout.tsx';
import { LEVELS, overrideQuery, putOverride, renderedConfigQuery, type ConfigLevel } from './config-api.ts';
import { flattenConfig, parseOverride, serverProblems, type SourceProblem } from './json-problems.ts';

// CodeMirror is needed only here (and in the e-mail editor): its own chunk.
const JsonEditor = lazy(() => import('./json-editor.tsx'));

/** The page's URL state: the override level being edited and the rendered view's search. */
export function configSearch(raw: Record<string, unknown>): { level?: ConfigLevel; q?: string } {
  const level = LEVELS.find((l) => l === raw.level);
  const q = typeof raw.q === 'string' && raw.q !== '' ? raw.q.slice(0, 200) : undefined;
  return { ...(level && level !== 'project' ? { level } : {}), ...(q ? { q } : {}) };
}

const LEVEL_TEXT: Record<ConfigLevel, string> = {
  project: 'Applies to every branch and environment of the project.',
  branch: 'Applies to this branch; wins over the project override.',
  environment: 'Applies to this environment only; wins over both others. Secrets belong here.',
};

/** A loaded override shown indented; an empty one as {} so the editor starts from a valid document. */
function pretty(configString: string): string {
  try {
    return JSON.stringify(JSON.parse(configString), null, 2);
  } catch {
    return configString;
  }
}

function OverrideEditor({ projectId, level }: { projectId: string; level: ConfigLevel }) {
  const client = useQueryClient();
  const override = useQuery(overrideQuery(projectId, level));
  const loaded = override.data === undefined ? null : pretty(override.data);
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SourceProblem[]>([]);
  const text = draft ?? loaded ?? '';
  // Checked as typed: the save button stays off while the JSON does not parse.
  const parsed = useMemo(() => parseOverride(text), [text]);
  const problems = parsed.problem ? [parsed.problem] : refusal;
  const dirty = draft !== null && draft !== loaded;

  const save = useMutation({
    mutationFn: () => putOverride(projectId, level, JSON.stringify(parsed.value)),
    onSuccess: async () => {
      toast({ title: `${level[0].toUpperCase()}${level.slice(1)} override saved`, variant: 'success' });
      setDraft(null);
      // The rendered view, this override and the project's legacy config all follow the change.
      await Promise.all([client.invalidateQueries({ queryKey: ['project', projectId, 'config'] }), client.invalidateQueries({ queryKey: ['project', projectId, 'current'] })]);
    },
    onError: (e) => setRefusal(e instanceof KnownError ? serverProblems(text, { message: e.message, details: e.details }) : [{ line: null, column: null, message: errorMessage(e) }]),
  });

  if (override.isPending) return <Skeleton className="h-[300px]" />;
  if (override.isError) return <ErrorState message={errorMessage(override.error)} onRetry={() => void override.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-muted">{LEVEL_TEXT[level]} Keys may be nested objects or dotted paths such as “auth.password.allowSignIn”.</p>
      <Suspense fallback={<Skeleton className="h-[300px]" />}>
        <JsonEditor
          label={`${level} config override`}
          value={text}
          problems={problems}
          onChange={(v) => {
            setDraft(v);
            setRefusal([]);
          }}
        />
      </Suspense>
      {problems.length > 0 && (
        <ul role="alert" aria-label="Problems" className="flex flex-col gap-1 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-[13px] text-danger">
          {problems.map((p, i) => (
            <li key={i}>
              {p.line !== null && <span className="font-medium">Line {p.line}: </span>}
              {p.message}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!dirty || save.isPending} onClick={() => (setDraft(null), setRefusal([]))}>
          Discard changes
        </Button>
        <Button disabled={!dirty || parsed.problem !== null} loading={save.isPending} onClick={() => save.mutate()}>
          Save override
        </Button>
      </div>
    </div>
  );
}

function formatValue(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? 'undefined';
}

function RenderedConfig({ projectId, q, onSearch }: { projectId: string; q: string; onSearch: (q: string) => void }) {
  const rendered = useQuery(renderedConfigQuery(projectId));
  const rows = useMemo(() => (rendered.data ? flattenConfig(rendered.data) : []), [rendered.data]);
  // The box follows typing at once; the URL (and the filter) a moment later.
  const [input, setInput] = useState(q);
  useEffect(() => setInput(q), [q]);
  useEffect(() => {
    if (input === q) return;
    const t = setTimeout(() => onSearch(input), 250);
    return () => clearTimeout(t);
  }, [input, q, onSearch]);
  const needle = q.trim().toLowerCase();
  const shown = needle ? rows.filter((r) => r.path.toLowerCase().includes(needle) || formatValue(r.value).toLowerCase().includes(needle)) : rows;
  return (
    <Card label="Rendered config">
      <CardHeader title="Rendered config" description="What the project runs with: the defaults, then the project, branch and environment overrides. Read-only." />
      <CardBody className="flex flex-col gap-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input aria-label="Search config keys" placeholder="Search by key path, e.g. auth.password" className="pl-8" value={input} onChange={(e) => setInput(e.target.value)} />
        </div>
        {rendered.isPending ? (
          <Skeleton className="h-64" />
        ) : rendered.isError ? (
          <ErrorState message={errorMessage(rendered.error)} onRetry={() => void rendered.refetch()} />
        ) : (
          <>
            <p className="text-xs text-muted tabular-nums" aria-live="polite">
              {shown.length === rows.length ? `${rows.length} keys` : `${shown.length} of ${rows.length} keys`}
            </p>
            <div className="max-h-[480px] overflow-auto rounded-md border border-border">
              <table className="w-full table-fixed text-[13px]">
                <thead className="sticky top-0 bg-subtle text-left text-xs text-muted">
                  <tr>
                    <th scope="col" className="w-1/2 px-3 py-2 font-medium">
                      Key path
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Value
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {shown.length === 0 ? (
                    <tr>
                      <td colSpan={2} className="px-3 py-6 text-center text-muted">
                        No key matches “{q}”.
                      </td>
                    </tr>
                  ) : (
                    shown.map((r) => (
                      <tr key={r.path} className="hover:bg-subtle">
                        <td className="px-3 py-1.5 font-mono break-all sm:truncate sm:break-normal" title={r.path}>
                          {r.path}
                        </td>
                        <td className="px-3 py-1.5 font-mono break-all text-muted sm:truncate sm:break-normal" title={formatValue(r.value)}>
                          {formatValue(r.value)}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}

/** Settings › Config: the override editor for one level, and the rendered config it produces. */
export function ConfigPage({ projectId }: { projectId: string }) {
  const search = configSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const level = search.level ?? 'project';
  const setSearch = (next: { level?: ConfigLevel; q?: string }, replace: boolean) => void navigate({ to: '.', search: configSearch({ ...search, ...next }) as never, replace });
  const onSearch = useMemo(() => (q: string) => setSearch({ q }, true), [search.level]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SettingsLayout projectId={projectId} description="The project's configuration as overrides on the defaults, and what it renders to.">
      {() => (
        <>
          <Card label="Config override">
            <CardHeader title="Config override" description="JSON checked before saving; the server's schema check is shown at the line of the key it names." />
            <CardBody>
              <Tabs
                label="Override level"
                value={level}
                onValueChange={(v) => setSearch({ level: v as ConfigLevel }, false)}
                tabs={LEVELS.map((l) => ({ value: l, label: l[0].toUpperCase() + l.slice(1), content: <OverrideEditor key={l} projectId={projectId} level={l} /> }))}
              />
            </CardBody>
          </Card>
          <RenderedConfig projectId={projectId} q={search.q ?? ''} onSearch={onSearch} />
        </>
      )}
    </SettingsLayout>
  );
}
