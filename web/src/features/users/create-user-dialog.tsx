import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminApp, errorCode, errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { projectQuery } from '../projects/projects.queries.ts';

/**
 * How a user created without a password gets in, as the project is set up now. A code e-mailed to
 * the address proves it (README "Who owns an address"), so an unverified address signs in by code
 * too, and a reset link also proves it. The hint says only what is true for this project.
 */
export function noPasswordHint(config: { magic_link_enabled: boolean; credential_enabled: boolean } | undefined): string {
  if (!config) return 'Optional.';
  const code = config.magic_link_enabled;
  const reset = config.credential_enabled;
  if (code && reset) return 'Optional. Without one the user signs in with a code e-mailed to this address, or sets a password with "Forgot password?" on the sign-in page.';
  if (code) return 'Optional. Without one the user signs in with a code e-mailed to this address.';
  if (reset) return 'Optional. Without one the user sets a password with "Forgot password?" on the sign-in page.';
  return 'Optional. E-mail code and password sign-in are both off in this project: without a password this user can sign in only with a linked provider.';
}

export function CreateUserDialog({ projectId, open, onOpenChange }: { projectId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [verified, setVerified] = useState(false);
  const project = useQuery({ ...projectQuery(projectId), enabled: open });
  const create = useMutation({
    mutationFn: async () => {
      const { data } = await adminApp(projectId).api.POST('/users', {
        body: {
          primary_email: email.trim(),
          primary_email_auth_enabled: true,
          primary_email_verified: verified,
          display_name: displayName.trim() || null,
          ...(password ? { password } : {}),
        },
      });
      return data!;
    },
    onSuccess: async (user) => {
      await client.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
      toast({ title: 'User created', description: user.primary_email ?? user.id, variant: 'success' });
      setEmail('');
      setDisplayName('');
      setPassword('');
      setVerified(false);
      onOpenChange(false);
    },
  });
  const code = errorCode(create.error);
  const passwordError = code?.startsWith('PASSWORD') ? errorMessage(create.error) : null;
  const emailError = create.isError && !passwordError ? errorMessage(create.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create user" description="Users you create can sign in even when sign-ups are off.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Email" type="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
        <TextField label="Display name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} maxLength={256} />
        <Field label="Password" error={passwordError} hint={noPasswordHint(project.data?.config)}>
          {(p) => <PasswordInput {...p} autoComplete="new-password" maxLength={70} value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <CheckboxField label="E-mail already verified" checked={verified} onCheckedChange={setVerified} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!email.trim()}>
            Create user
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
