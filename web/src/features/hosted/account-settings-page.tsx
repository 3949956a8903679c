import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { INTERNAL_PROJECT_ID } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { dismissToast, toast } from '../../components/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { AccountDangerZone } from './account-danger-zone.tsx';
import { AccountEmailsCard } from './account-emails-card.tsx';
import { AccountTotpCard } from './account-totp-card.tsx';
import { AccountTeamsCard } from './account-teams-card.tsx';
import { AccountApiKeysCard } from './account-api-keys-card.tsx';
import { AccountPasskeyCard } from './account-passkey-card.tsx';
import { AccountConnectedAccountsCard } from './account-connected-accounts-card.tsx';
import { AccountSessionsCard } from './account-sessions-card.tsx';
import { AccountVerifyEmailNotice } from './account-verify-email-notice.tsx';
import { appHomeUrl, HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { RecentSignInDialog, withRecentSignIn } from './recent-sign-in.tsx';

function Account({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const appHome = appHomeUrl(hosted);
  const navigate = useNavigate();
  const key = ['hosted', hosted.projectId, 'me'];
  const me = useQuery({ queryKey: key, queryFn: () => hosted.app.getUser() });
  const [name, setName] = useState('');
  useEffect(() => setName(me.data?.display_name ?? ''), [me.data?.display_name]);
  // Save is offered only for a change (spaces around the name do not count).
  const nameChanged = !!me.data && name.trim() !== (me.data.display_name ?? '').trim();
  const saveName = useMutation({
    mutationFn: async () => (await hosted.app.api.PATCH('/users/me', { body: { display_name: name.trim() || null } })).data!,
    onSuccess: () => {
      toast({ title: t('account.profileSaved'), variant: 'success' });
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const hasPassword = !!me.data && 'has_password' in me.data && me.data.has_password;
  const savePassword = useMutation({
    mutationFn: async () => {
      if (hasPassword) await hosted.app.updatePassword({ oldPassword, newPassword });
      else await withRecentSignIn(hosted.app, () => hosted.app.api.POST('/auth/password/set', { body: { password: newPassword } }));
    },
    onSuccess: () => {
      toast({ title: t('account.passwordSaved'), description: t('account.passwordSavedDescription'), variant: 'success' });
      setOldPassword('');
      setNewPassword('');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const signOut = async () => {
    await hosted.app.signOut();
    // A toast about the account ("Two-factor authentication is on") must not follow onto the sign-in page.
    dismissToast();
    client.removeQueries({ queryKey: ['hosted', hosted.projectId] });
    void navigate(hosted.link('sign-in'));
  };

  if (me.isPending) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (me.isError || !me.data) {
    return (
      <AuthCard projectName={hosted.project.display_name} title={t('account.title')}>
        <p className="text-sm text-muted">{me.isError ? endUserMessage(me.error) : t('account.notSignedIn')}</p>
        <Link {...hosted.link('sign-in')} className="mt-3 inline-block text-sm font-medium text-accent hover:underline">
          {t('common.signIn')}
        </Link>
      </AuthCard>
    );
  }
  const user = me.data;
  return (
    <main className="min-h-screen bg-bg px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        {hosted.projectId === INTERNAL_PROJECT_ID ? (
          <Link to="/projects" className="self-start text-[13px] text-muted hover:text-fg">
            {t('account.backToDashboard')}
          </Link>
        ) : (
          appHome && (
            <a href={appHome} className="self-start text-[13px] text-muted hover:text-fg">
              <span aria-hidden>← </span>{t('account.backTo', { app: hosted.project.display_name })}
            </a>
          )
        )}
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={user.display_name} email={user.primary_email} size={40} />
            <div className="min-w-0">
              <h1 className="text-lg font-semibold">{t('account.title')}</h1>
              <p className="truncate text-[13px] text-muted">
                {hosted.project.display_name} · {user.primary_email}
              </p>
            </div>
          </div>
          <Button variant="outline" onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
        </header>
        <AccountVerifyEmailNotice user={user} />
        <Card>
          <CardHeader title={t('account.profile')} description={t('account.profileDescription')} />
          <CardBody>
            <form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                saveName.mutate();
              }}
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              <TextField className="flex-1" label={t('account.displayName')} maxLength={256} value={name} onChange={(e) => setName(e.target.value)} error={saveName.isError ? endUserMessage(saveName.error) : null} />
              <Button type="submit" loading={saveName.isPending} disabled={!nameChanged}>
                {t('common.save')}
              </Button>
            </form>
          </CardBody>
        </Card>
        <AccountEmailsCard hosted={hosted} queryKey={key} />
        {hosted.project.config.credential_enabled && (
          <Card>
            <CardHeader title={t('common.password')} description={hasPassword ? t('account.passwordChangeDescription') : t('account.passwordAddDescription')} />
            <CardBody>
              <form
                onSubmit={(e: FormEvent) => {
                  e.preventDefault();
                  savePassword.mutate();
                }}
                className="flex flex-col gap-3"
              >
                {hasPassword && <Field label={t('common.currentPassword')}>{(p) => <PasswordInput {...p} autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />}</Field>}
                <Field label={t('common.newPassword')} error={savePassword.isError ? endUserMessage(savePassword.error) : null}>
                  {(p) => <PasswordInput {...p} autoComplete="new-password" maxLength={70} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />}
                </Field>
                <div className="flex justify-end">
                  <Button type="submit" loading={savePassword.isPending} disabled={!newPassword}>
                    {hasPassword ? t('account.changePassword') : t('account.setPassword')}
                  </Button>
                </div>
              </form>
            </CardBody>
          </Card>
        )}
        <AccountTotpCard hosted={hosted} enabled={user.requires_totp_mfa} account={user.primary_email ?? user.display_name ?? user.id} queryKey={key} />
        {hosted.project.config.passkey_enabled && <AccountPasskeyCard hosted={hosted} queryKey={key} />}
        <AccountConnectedAccountsCard hosted={hosted} queryKey={key} />
        <AccountSessionsCard hosted={hosted} queryKey={key} />
        <AccountTeamsCard hosted={hosted} />
        <AccountApiKeysCard hosted={hosted} />
        {hosted.project.config.client_user_deletion_enabled && <AccountDangerZone hosted={hosted} />}
        <footer className="flex justify-center pt-2">
          <LanguageSwitch current={currentLocale()} />
        </footer>
      </div>
    </main>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <HostedProjectPage title={t('account.title')}>
      {(hosted) => (
        <>
          <Account hosted={hosted} />
          <RecentSignInDialog />
        </>
      )}
    </HostedProjectPage>
  );
}
