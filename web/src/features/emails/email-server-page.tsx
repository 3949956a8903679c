import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field, Input, TextField } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useDashboardUser } from '../auth/dashboard-session.ts';
import { projectQuery } from '../projects/projects.queries.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { EmailsNav } from './emails-nav.tsx';
import { EmailLanguageCard } from './email-language-card.tsx';

interface Smtp {
  host: string;
  port: string;
  username: string;
  password: string;
  sender_name: string;
  sender_email: string;
}
const EMPTY: Smtp = { host: '', port: '587', username: '', password: '', sender_name: '', sender_email: '' };

/** Shared (Gatehouse's) or the project's own SMTP server, with a test e-mail before saving. */
export function EmailServerPage({ projectId }: { projectId: string }) {
  const client = useQueryClient();
  const me = useDashboardUser();
  const project = useQuery(projectQuery(projectId));
  const [type, setType] = useState<'shared' | 'standard'>('shared');
  const [smtp, setSmtp] = useState<Smtp>(EMPTY);
  const [recipient, setRecipient] = useState('');
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);
  const formId = useId();

  useEffect(() => {
    const c = project.data?.config.email_config;
    if (!c) return;
    setType(c.type);
    if (c.type === 'standard') setSmtp({ host: c.host, port: String(c.port), username: c.username, password: c.password, sender_name: c.sender_name, sender_email: c.sender_email });
  }, [project.data]);
  useEffect(() => setRecipient((r) => r || me.data?.primary_email || ''), [me.data?.primary_email]);

  const standard = () => ({ ...smtp, port: Number(smtp.port) });
  const save = useMutation({
    mutationFn: async () => {
      const email_config = type === 'shared' ? ({ type: 'shared' } as const) : ({ type: 'standard', ...standard() } as const);
      return (await adminApp(projectId).api.PATCH('/internal/projects/current', { body: { config: { email_config } } })).data!;
    },
    onSuccess: (p) => {
      client.setQueryData(projectQuery(projectId).queryKey, p);
      toast({ title: 'E-mail server saved', variant: 'success' });
    },
  });
  const sendTest = useMutation({
    mutationFn: async () => (await adminApp(projectId).api.POST('/internal/send-test-email', { body: { email_config: standard(), recipient_email: recipient.trim() } })).data!,
    onSuccess: (r) => setTest(r.success ? { ok: true, message: `The server accepted a test e-mail to ${recipient}.` } : { ok: false, message: r.error_message ?? 'The SMTP server refused the e-mail.' }),
    onError: (e) => setTest({ ok: false, message: errorMessage(e) }),
  });
  const set = (k: keyof Smtp) => (e: React.ChangeEvent<HTMLInputElement>) => setSmtp((s) => ({ ...s, [k]: e.target.value }));
  const complete = Object.values(smtp).every((v) => v.trim() !== '');

  return (
    <AppShell projectId={projectId}>
      <PageHeader title="E-mail server" description="Where this project's e-mail is sent from." />
      <EmailsNav projectId={projectId} />
      {project.isPending ? (
        <Skeleton className="h-80" />
      ) : project.isError ? (
        <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />
      ) : (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Card>
            <CardHeader title="Server" description="The shared server is fine for trying things out; use your own for production and for custom e-mails." />
            <CardBody className="flex flex-col gap-3">
              <RadioGroup
                label="E-mail server"
                value={type}
                onValueChange={setType}
                options={[
                  { value: 'shared', label: 'Shared server', description: 'Sent by Gatehouse; without a server-wide SMTP server the mail stays in the development inbox (Outbox).' },
                  { value: 'standard', label: 'Custom SMTP server', description: 'Your own provider; needed for templates and drafts you send yourself.' },
                ]}
              />
            </CardBody>
            {type === 'standard' && (
              <section aria-labelledby={`${formId}-smtp`} className="border-t border-border">
                <h3 id={`${formId}-smtp`} className="px-5 pt-4 text-sm font-semibold">
                  SMTP settings
                </h3>
                <CardBody className="grid gap-4 sm:grid-cols-2">
                  <TextField label="Host" required placeholder="smtp.example.com" value={smtp.host} onChange={set('host')} />
                  <TextField label="Port" required inputMode="numeric" value={smtp.port} onChange={set('port')} />
                  <TextField label="Username" required autoComplete="off" value={smtp.username} onChange={set('username')} />
                  <Field label="SMTP password">{(p) => <PasswordInput {...p} required autoComplete="new-password" maxLength={70} value={smtp.password} onChange={set('password')} />}</Field>
                  <TextField label="Sender name" required value={smtp.sender_name} onChange={set('sender_name')} />
                  <TextField label="Sender email" required type="email" value={smtp.sender_email} onChange={set('sender_email')} />
                  <div className="flex flex-col gap-2 border-t border-border pt-4 sm:col-span-2 sm:flex-row sm:items-end">
                    <Field label="Send a test e-mail to" className="flex-1">
                      {(p) => <Input {...p} type="email" value={recipient} onChange={(e) => setRecipient(e.target.value)} />}
                    </Field>
                    <Button variant="outline" onClick={() => sendTest.mutate()} loading={sendTest.isPending} disabled={!complete || !recipient.trim()}>
                      Send test e-mail
                    </Button>
                  </div>
                  {test && (
                    <p role="status" className={`text-[13px] sm:col-span-2 ${test.ok ? 'text-success' : 'text-danger'}`}>
                      {test.message}
                    </p>
                  )}
                </CardBody>
              </section>
            )}
            {/* The card's own footer: the save belongs to the settings above it. */}
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-3">
              {save.isError && (
                <p role="alert" className="mr-auto text-[13px] text-danger">
                  {errorMessage(save.error)}
                </p>
              )}
              <Button type="submit" loading={save.isPending} disabled={type === 'standard' && !complete}>
                Save e-mail server
              </Button>
            </div>
          </Card>
        </form>
      )}
      {project.data && <EmailLanguageCard projectId={projectId} current={project.data.config.default_locale} />}
    </AppShell>
  );
}
