import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { BadgeCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { tableSearch } from '../../router/table-search.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { EmailsNav } from './emails-nav.tsx';
import { draftsQuery, templatesQuery, themeChoiceToValue, themesQuery, valueToThemeChoice, type EmailDraft, type EmailTemplate, type EmailTheme, type RenderEmailBody, type ThemeChoice } from './emails.queries.ts';
import { SourceEditor } from './source-editor.tsx';

type Kind = 'templates' | 'themes' | 'drafts';
const NOUN: Record<Kind, string> = { templates: 'template', themes: 'theme', drafts: 'draft' };

/** The lists' URL: sorted, filtered and paged in the browser, by the columns below. */
export const emailListSearch = tableSearch({ sortable: ['display_name', 'theme', 'sent'], columns: ['display_name', 'theme', 'sent'] });

const listLink = (projectId: string, kind: Kind) =>
  kind === 'templates'
    ? linkOptions({ to: '/projects/$projectId/emails/templates', params: { projectId } })
    : kind === 'themes'
      ? linkOptions({ to: '/projects/$projectId/emails/themes', params: { projectId } })
      : linkOptions({ to: '/projects/$projectId/emails/drafts', params: { projectId } });
const editorLink = (projectId: string, kind: Kind, id: string) =>
  kind === 'templates'
    ? linkOptions({ to: '/projects/$projectId/emails/templates/$id', params: { projectId, id } })
    : kind === 'themes'
      ? linkOptions({ to: '/projects/$projectId/emails/themes/$id', params: { projectId, id } })
      : linkOptions({ to: '/projects/$projectId/emails/drafts/$id', params: { projectId, id } });

/** Asks for a name, creates the item, opens its editor. */
function CreateDialog({ projectId, kind, open, onOpenChange }: { projectId: string; kind: Kind; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: async () => {
      const api = adminApp(projectId).api;
      const body = { display_name: name.trim() };
      const res = kind === 'templates' ? await api.POST('/internal/email-templates', { body }) : kind === 'themes' ? await api.POST('/internal/email-themes', { body }) : await api.POST('/internal/email-drafts', { body });
      return res.data!.id;
    },
    onSuccess: async (id) => {
      await client.invalidateQueries({ queryKey: ['project', projectId, `email-${kind}`] });
      onOpenChange(false);
      setName('');
      void navigate(editorLink(projectId, kind, id));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Create ${NOUN[kind]}`} description={kind === 'themes' ? 'Starts from the default theme.' : 'Starts from a simple example you can edit.'}>
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Name" required autoFocus value={name} onChange={(e) => setName(e.target.value)} error={create.isError ? errorMessage(create.error) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create {NOUN[kind]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function themeName(themes: EmailTheme[] | undefined, choice: ThemeChoice | undefined): string {
  if (choice === false) return 'No theme';
  if (!choice) return 'Project theme';
  return themes?.find((t) => t.id === choice)?.display_name ?? 'Unknown theme';
}

const EMPTY_HINT: Record<Kind, string> = {
  templates: 'A template is TSX with a live preview, for the mail your app sends.',
  themes: 'A theme frames every e-mail with your header, footer and colours.',
  drafts: 'Write a one-off e-mail to your users, preview it, then send it from the editor.',
};

export function EmailListPage({ projectId, kind }: { projectId: string; kind: Kind }) {
  const navigate = useNavigate();
  const table = useUrlTableState(emailListSearch, {});
  const [creating, setCreating] = useState(false);
  const themes = useQuery(themesQuery(projectId));
  const list = useQuery({
    queryKey: ['project', projectId, `email-${kind}`],
    queryFn: async (): Promise<Array<EmailTemplate | EmailTheme | EmailDraft>> => {
      const q = kind === 'templates' ? templatesQuery(projectId) : kind === 'themes' ? themesQuery(projectId) : draftsQuery(projectId);
      return (q.queryFn as () => Promise<Array<EmailTemplate | EmailTheme | EmailDraft>>)();
    },
  });
  const columns: ColumnDef<EmailTemplate | EmailTheme | EmailDraft, unknown>[] = [
    { accessorKey: 'display_name', meta: { title: 'Name' }, header: 'Name', cell: ({ row }) => <TextCell className="font-medium">{row.original.display_name}</TextCell> },
    ...(kind !== 'themes'
      ? [{ id: 'theme', accessorFn: (r: EmailTemplate | EmailDraft) => themeName(themes.data, r.theme_id), meta: { title: 'Theme' }, header: 'Theme' } as ColumnDef<EmailTemplate | EmailTheme | EmailDraft, unknown>]
      : []),
    ...(kind === 'drafts'
      ? [
          {
            id: 'sent',
            accessorFn: (r: EmailDraft) => r.sent_at_millis,
            meta: { title: 'Sent', width: COLUMN_WIDTH.date },
            header: 'Sent',
            cell: ({ row }) => ((row.original as EmailDraft).sent_at_millis ? <DateCell value={(row.original as EmailDraft).sent_at_millis} /> : <BadgeCell badges={[{ label: 'Not sent' }]} />),
          } as ColumnDef<EmailTemplate | EmailTheme | EmailDraft, unknown>,
        ]
      : []),
  ];
  const titles: Record<Kind, [string, string]> = {
    templates: ['E-mail templates', 'The mail of every auth flow and your own templates, as TSX with a live preview.'],
    themes: ['E-mail themes', 'The frame around every e-mail: header, footer, colours.'],
    drafts: ['E-mail drafts', 'One-off e-mails to your users; send them from the editor.'],
  };
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title={titles[kind][0]}
        description={titles[kind][1]}
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create {NOUN[kind]}
          </Button>
        }
      />
      <EmailsNav projectId={projectId} />
      {list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data ?? []}
          loading={list.isPending}
          getRowId={(r) => r.id}
          {...table}
          onRowClick={(r) => void navigate(editorLink(projectId, kind, r.id))}
          searchPlaceholder={`Search ${kind}…`}
          empty={{
            noun: kind,
            title: `No ${kind} yet`,
            description: EMPTY_HINT[kind],
            action: (
              <Button size="sm" onClick={() => setCreating(true)}>
                <Plus className="h-4 w-4" aria-hidden />
                Create {NOUN[kind]}
              </Button>
            ),
          }}
        />
      )}
      <CreateDialog projectId={projectId} kind={kind} open={creating} onOpenChange={setCreating} />
    </AppShell>
  );
}

function ThemeSelect({ themes, value, onChange }: { themes: EmailTheme[] | undefined; value: ThemeChoice; onChange: (v: ThemeChoice) => void }) {
  return (
    <Field label="Theme">
      {(p) => (
        <Select
          {...p}
          // Radix reserves '' for "nothing chosen": the project's theme is 'project' here.
          value={themeChoiceToValue(value) || 'project'}
          onValueChange={(v) => onChange(valueToThemeChoice(v === 'project' ? '' : v))}
          options={[{ value: 'project', label: 'Project theme' }, { value: 'none', label: 'No theme' }, ...(themes ?? []).map((t) => ({ value: t.id, label: t.display_name }))]}
        />
      )}
    </Field>
  );
}

export function EmailEditorPage({ projectId, kind, id }: { projectId: string; kind: Kind; id: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const api = adminApp(projectId).api;
  const themes = useQuery(themesQuery(projectId));
  const templates = useQuery(templatesQuery(projectId));
  const item = useQuery({
    queryKey: ['project', projectId, `email-${kind}`, id],
    queryFn: async (): Promise<EmailTemplate | EmailTheme | EmailDraft> =>
      kind === 'templates'
        ? (await api.GET('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } })).data!
        : kind === 'themes'
          ? (await api.GET('/internal/email-themes/{theme_id}', { params: { path: { theme_id: id } } })).data!
          : (await api.GET('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: id } } })).data!,
  });
  // null until the item has loaded: the editor (and its first preview) starts from the saved source.
  const [source, setSource] = useState<string | null>(null);
  const [theme, setTheme] = useState<ThemeChoice>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  useEffect(() => {
    if (!item.data) return;
    setSource(item.data.tsx_source);
    if ('theme_id' in item.data) setTheme(item.data.theme_id);
  }, [item.data]);

  const save = useMutation({
    mutationFn: async () => {
      if (kind === 'templates') await api.PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: id } }, body: { tsx_source: source ?? '', theme_id: theme } });
      else if (kind === 'themes') await api.PATCH('/internal/email-themes/{theme_id}', { params: { path: { theme_id: id } }, body: { tsx_source: source ?? '' } });
      else await api.PATCH('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: id } }, body: { tsx_source: source ?? '', theme_id: theme } });
    },
    onSuccess: () => {
      toast({ title: 'Saved', variant: 'success' });
      void client.invalidateQueries({ queryKey: ['project', projectId, `email-${kind}`] });
    },
  });

  // What the remove button does, said plainly: a built-in flow template is restored, anything else deleted.
  const restores = kind === 'templates' && !!item.data && 'is_built_in' in item.data && item.data.is_built_in;
  const removal = restores ? { button: 'Restore default', title: 'Restore default template', ok: 'Restore default', body: 'The template goes back to the source Gatehouse ships with. Your changes to it are lost.' } : kind === 'templates' ? { button: 'Delete template', title: 'Delete template', ok: 'Delete template', body: 'The template is deleted for good.' } : { button: 'Delete draft', title: 'Delete draft', ok: 'Delete draft', body: 'The draft is deleted for good.' };
  const back = { link: listLink(projectId, kind), label: kind[0].toUpperCase() + kind.slice(1) };
  const renderBody = (src: string): RenderEmailBody | null => {
    if (kind === 'themes') {
      // A theme is previewed around the project's first template; wait for the list rather than render twice.
      if (templates.isPending) return null;
      const sample = templates.data?.[0]?.id;
      return { theme_tsx_source: src, ...(sample ? { template_id: sample } : { template_tsx_source: 'export function EmailTemplate() { return <p>Sample e-mail</p>; }' }) };
    }
    return { template_tsx_source: src, theme_id: theme };
  };

  return (
    <AppShell projectId={projectId}>
      <PageHeader
        back={back}
        title={item.data?.display_name ?? NOUN[kind]}
        description={kind === 'themes' ? 'Wraps every e-mail that uses it; the preview shows a template inside it.' : 'Edit the source; the preview updates as you type. Only a source that renders can be saved.'}
        action={
          <div className="flex gap-2">
            {kind === 'drafts' && (
              <Button variant="outline" onClick={() => setConfirmSend(true)}>
                Send to all users
              </Button>
            )}
            {kind !== 'themes' && item.data && (
              <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                {removal.button}
              </Button>
            )}
          </div>
        }
      />
      <EmailsNav projectId={projectId} />
      {item.isPending || (item.isSuccess && source === null) ? (
        <Skeleton className="h-[520px]" />
      ) : item.isError ? (
        <ErrorState message={errorMessage(item.error)} onRetry={() => void item.refetch()} />
      ) : (
        <SourceEditor
          projectId={projectId}
          label={item.data.display_name}
          source={source ?? ''}
          onSourceChange={setSource}
          renderBody={renderBody}
          controls={kind !== 'themes' ? <ThemeSelect themes={themes.data} value={theme} onChange={setTheme} /> : undefined}
          onSave={() => save.mutate()}
          saving={save.isPending}
          saveError={save.isError ? errorMessage(save.error) : null}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={removal.title}
        okButton={{
          label: removal.ok,
          variant: 'danger',
          onClick: async () => {
            try {
              if (kind === 'templates') await api.DELETE('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } });
              else await api.DELETE('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: id } } });
              await client.invalidateQueries({ queryKey: ['project', projectId, `email-${kind}`] });
              toast({ title: restores ? 'Default template restored' : `${NOUN[kind][0].toUpperCase()}${NOUN[kind].slice(1)} deleted`, variant: 'success' });
              void navigate(back.link);
            } catch (e) {
              toast({ title: restores ? 'Could not restore the template' : 'Could not delete', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        {removal.body}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title="Send draft"
        okButton={{
          label: 'Send',
          onClick: async () => {
            try {
              const { data } = await api.POST('/emails/send-email', { body: { draft_id: id, all_users: true } });
              toast({ title: `Queued for ${data!.results.length} user(s)`, description: 'Follow delivery in the outbox.', variant: 'success' });
            } catch (e) {
              toast({ title: 'Could not send', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Send the saved version of this draft to every user with an e-mail address? Save first if you changed it.
      </ConfirmDialog>
    </AppShell>
  );
}
