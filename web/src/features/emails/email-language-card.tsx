import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { adminApp, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { projectQuery } from '../projects/projects.queries.ts';

type Locale = 'en' | 'de';

/** The languages Gatehouse's own e-mails and hosted pages exist in (server modules/i18n/locales.ts). */
const LOCALES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch (German)' },
];

/** The project's default language (config `default_locale`), with its own save: it is not a server setting. */
export function EmailLanguageCard({ projectId, current }: { projectId: string; current: Locale }) {
  const client = useQueryClient();
  const [locale, setLocale] = useState<Locale>(current);
  useEffect(() => setLocale(current), [current]);
  const save = useMutation({
    mutationFn: async () => (await adminApp(projectId).api.PATCH('/internal/projects/current', { body: { config: { default_locale: locale } } })).data!,
    onSuccess: (p) => {
      client.setQueryData(projectQuery(projectId).queryKey, p);
      toast({ title: 'Default language saved', variant: 'success' });
    },
  });
  return (
    <form
      className="mt-6"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Card>
        <CardHeader title="Language" description="E-mails go out in the language the user's browser asks for when Gatehouse has it; otherwise, and for team invitations and e-mail sent by your server, in this default." />
        <CardBody className="max-w-sm">
          <Field label="Default language">{(p) => <Select {...p} value={locale} onValueChange={(v) => setLocale(v as Locale)} options={LOCALES} />}</Field>
        </CardBody>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-3">
          {save.isError && (
            <p role="alert" className="mr-auto text-[13px] text-danger">
              {errorMessage(save.error)}
            </p>
          )}
          <Button type="submit" loading={save.isPending} disabled={locale === current}>
            Save language
          </Button>
        </div>
      </Card>
    </form>
  );
}
