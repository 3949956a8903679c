import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { SecondFactorGate } from '../auth/second-factor.tsx';
import { PasswordForm } from '../auth/password-form.tsx';
import { afterAuthUrl, Divider, HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { OtpSignIn } from './otp-sign-in.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { HostedOAuthButtons } from './oauth-sign-in.tsx';
import { markVerificationSent } from './verification-sent.ts';
import { endUserText } from '../../lib/end-user-messages.ts';

function Methods({ hosted, mode }: { hosted: Hosted; mode: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation();
  const c = hosted.project.config;
  const [tab, setTab] = useState('code');
  // An address that cannot get codes is handed to the password tab, already filled in.
  const [passwordEmail, setPasswordEmail] = useState('');
  const done = () => window.location.assign(afterAuthUrl(hosted));
  const providers = c.enabled_oauth_providers.map((p) => p.id);
  const bothEmailMethods = c.magic_link_enabled && c.credential_enabled;
  const usePassword = (email: string) => {
    setPasswordEmail(email);
    setTab('password');
  };
  // Order of UI.md: OAuth buttons, passkey, e-mail code / magic link, password. When both e-mail
  // methods are on they share one place as tabs, so the card never asks for the e-mail twice.
  const otp = c.magic_link_enabled && <OtpSignIn hosted={hosted} mode={mode} onSignedIn={done} onUsePassword={bothEmailMethods ? usePassword : undefined} />;
  const password = c.credential_enabled && (
    <PasswordForm
      key={passwordEmail}
      app={hosted.app}
      mode={mode}
      onDone={done}
      defaultEmail={passwordEmail}
      verificationCallbackUrl={mode === 'sign-up' ? hosted.absolute('email-verification') : undefined}
      onSignedUp={(email) => markVerificationSent(hosted.projectId, email)}
      forgotPasswordProjectId={hosted.projectId}
    />
  );
  const emailMethods =
    otp && password ? (
      <Tabs
        key="email"
        label={t('signIn.methodTabs')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'code', label: t('signIn.emailCodeTab'), content: otp },
          { value: 'password', label: t('signIn.passwordTab'), content: password },
        ]}
      />
    ) : (
      otp || password
    );
  // The one-click buttons (providers, passkey) form one block and the e-mail methods another, so
  // the card has at most one "or" between them, never two stacked.
  const buttons = [
    providers.length > 0 && <HostedOAuthButtons key="oauth" hosted={hosted} mode={mode} providers={providers} />,
    // A passkey signs in an existing account only, so sign-up does not offer it.
    mode === 'sign-in' && c.passkey_enabled && <PasskeySignIn key="passkey" hosted={hosted} onSignedIn={done} />,
  ].filter(Boolean);
  const sections = [buttons.length > 0 && <div className="flex flex-col gap-2">{buttons}</div>, emailMethods].filter(Boolean);
  if (mode === 'sign-up' && !c.sign_up_enabled) {
    return (
      <p role="alert" className="text-sm text-muted">
        {endUserText('SIGN_UP_NOT_ENABLED')}
      </p>
    );
  }
  if (sections.length === 0) return <p className="text-sm text-muted">{t('signIn.noMethods')}</p>;
  return (
    <>
      {sections.map((s, i) => (
        <div key={i}>
          {i > 0 && <Divider />}
          {s}
        </div>
      ))}
    </>
  );
}

export function HostedSignInPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation();
  return (
    <HostedProjectPage title={mode === 'sign-in' ? t('signIn.pageTitle') : t('signUp.pageTitle')}>
      {(hosted) => (
        <AuthCard
          projectName={hosted.project.display_name}
          title={mode === 'sign-in' ? t('signIn.title', { app: hosted.project.display_name }) : t('signUp.title', { app: hosted.project.display_name })}
          footer={
            mode === 'sign-in' ? (
              hosted.project.config.sign_up_enabled && (
                <>
                  {t('signIn.noAccount')}{' '}
                  <Link {...hosted.link('sign-up')} className="font-medium text-accent hover:underline">
                    {t('signIn.signUpLink')}
                  </Link>
                </>
              )
            ) : (
              <>
                {t('signUp.haveAccount')}{' '}
                <Link {...hosted.link('sign-in')} className="font-medium text-accent hover:underline">
                  {t('signUp.signInLink')}
                </Link>
              </>
            )
          }
        >
          <SecondFactorGate app={hosted.app} onSignedIn={() => window.location.assign(afterAuthUrl(hosted))}>{(app) => <Methods hosted={{ ...hosted, app }} mode={mode} />}</SecondFactorGate>
        </AuthCard>
      )}
    </HostedProjectPage>
  );
}
