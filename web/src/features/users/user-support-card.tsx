import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminApp, apiBaseUrl, errorMessage, type ServerUser } from '../../api/client.ts';
import { hostedBaseUrl } from '../../lib/hosted-url.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { impersonationUrl } from '../hosted/impersonation-link.ts';
import { userSessionsQuery } from './users.queries.ts';

/** An impersonation session ends after an hour: long enough to look around, short if a tab is left open. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60 * 1000;

const hostedUrl = (page: string, projectId: string) => `${hostedBaseUrl()}/handler/${page}?${new URLSearchParams({ project_id: projectId })}`;

function ActionRow({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-[13px] text-muted">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Runs one action with a spinner on its button and a toast for how it went. */
function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<string>, failure: string) => {
    setBusy(name);
    try {
      toast({ title: await action(), variant: 'success' });
    } catch (e) {
      toast({ title: failure, description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** What a support person does for a user: resend the mails, sign them out everywhere, see what they see. */
export function SupportCard({ projectId, user }: { projectId: string; user: ServerUser }) {
  const client = useQueryClient();
  const api = adminApp(projectId).api;
  const sessions = useQuery(userSessionsQuery(projectId, user.id));
  const { busy, run } = useAction();
  const [confirm, setConfirm] = useState<'revoke' | 'impersonate' | null>(null);
  const email = user.primary_email;
  const sessionCount = sessions.data?.length ?? 0;

  const sendReset = () =>
    run(
      'reset',
      async () => {
        await api.POST('/auth/password/send-reset-code', { body: { email: email!, callback_url: hostedUrl('password-reset', projectId) } });
        return `Password reset e-mail sent to ${email}`;
      },
      'Could not send the password reset e-mail',
    );

  const sendVerification = () =>
    run(
      'verify',
      async () => {
        const { data } = await api.GET('/contact-channels', { params: { query: { user_id: user.id } } });
        const channel = data!.items.find((c) => c.type === 'email' && c.is_primary);
        if (!channel) throw new Error('This user has no primary e-mail channel.');
        await api.POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', {
          params: { path: { user_id: user.id, contact_channel_id: channel.id } },
          body: { callback_url: hostedUrl('email-verification', projectId) },
        });
        return `Verification e-mail sent to ${channel.value}`;
      },
      'Could not send the verification e-mail',
    );

  const revokeAll = () =>
    run(
      'revoke',
      async () => {
        // One call ends every session of the user (the list shows only the newest 100); with the
        // dashboard's admin access that includes impersonation sessions.
        const { data } = await api.DELETE('/auth/sessions', { params: { query: { user_id: user.id } } });
        await client.invalidateQueries({ queryKey: userSessionsQuery(projectId, user.id).queryKey });
        return `${data!.revoked_count} session(s) revoked`;
      },
      'Could not revoke every session',
    );

  const impersonate = async () => {
    // Open the tab now, while the click still counts as the user's gesture (else it is a blocked popup).
    const tab = window.open('about:blank', '_blank');
    if (!tab) {
      toast({ title: 'Your browser blocked the new tab', description: 'Allow pop-ups for this site and try again.', variant: 'destructive' });
      return;
    }
    tab.opener = null;
    await run(
      'impersonate',
      async () => {
        try {
          const { data } = await api.POST('/auth/sessions', { body: { user_id: user.id, is_impersonation: true, expires_in_millis: IMPERSONATION_LIFETIME_MS } });
          tab.location.href = impersonationUrl(apiBaseUrl(), projectId, { accessToken: data!.access_token, refreshToken: data!.refresh_token });
        } catch (e) {
          tab.close();
          throw e;
        }
        void client.invalidateQueries({ queryKey: userSessionsQuery(projectId, user.id).queryKey });
        return `Opened ${email ?? 'the user'}'s account in a new tab`;
      },
      'Could not impersonate the user',
    );
  };

  return (
    <Card>
      <CardHeader title="Support" description="Help this user without asking for their password." />
      <div className="divide-y divide-border">
        <ActionRow title="Password reset" description={email && user.primary_email_auth_enabled ? `E-mails ${email} a link to set a new password (valid one hour).` : 'Needs a primary e-mail the user signs in with.'}>
          <Button variant="outline" size="sm" onClick={() => void sendReset()} loading={busy === 'reset'} disabled={!email || !user.primary_email_auth_enabled}>
            Send password reset e-mail
          </Button>
        </ActionRow>
        <ActionRow title="E-mail verification" description={!email ? 'The user has no primary e-mail.' : user.primary_email_verified ? `${email} is verified.` : `E-mails ${email} a link that verifies it.`}>
          <Button variant="outline" size="sm" onClick={() => void sendVerification()} loading={busy === 'verify'} disabled={!email || user.primary_email_verified}>
            Send verification e-mail
          </Button>
        </ActionRow>
        <ActionRow title="Sign out everywhere" description={sessions.isPending ? 'Counting sessions…' : sessionCount ? `Signed in on ${sessionCount} session(s). Revoking signs every device out at once.` : 'Not signed in anywhere.'}>
          <Button variant="outline" size="sm" onClick={() => setConfirm('revoke')} loading={busy === 'revoke'} disabled={!sessionCount}>
            Revoke all sessions
          </Button>
        </ActionRow>
        <ActionRow title="Impersonate" description="Opens this project's account page in a new tab, signed in as this user for one hour.">
          <Button variant="outline" size="sm" onClick={() => setConfirm('impersonate')} loading={busy === 'impersonate'}>
            Impersonate
          </Button>
        </ActionRow>
      </div>
      <ConfirmDialog open={confirm === 'revoke'} onOpenChange={(o) => !o && setConfirm(null)} title="Revoke all sessions" okButton={{ label: 'Revoke all sessions', variant: 'danger', onClick: revokeAll }}>
        Every device signed in as <strong>{email ?? user.id}</strong> is signed out at once, including impersonation sessions.
      </ConfirmDialog>
      <ConfirmDialog open={confirm === 'impersonate'} onOpenChange={(o) => !o && setConfirm(null)} title="Impersonate user" okButton={{ label: 'Open as this user', onClick: impersonate }}>
        <p>
          A new tab opens this project&apos;s account page signed in as <strong>{email ?? user.id}</strong>. Whatever you do there, you do as them.
        </p>
        <p className="mt-2 text-muted">The session lasts one hour and is listed under Sessions as an impersonation. Your browser&apos;s own sign-in to this project&apos;s hosted pages, if any, is replaced.</p>
      </ConfirmDialog>
    </Card>
  );
}
