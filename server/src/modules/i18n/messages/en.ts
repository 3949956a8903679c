/**
 * Gatehouse's own e-mail texts in English: the source catalogue. Every other locale has exactly
 * these keys with exactly these {{placeholders}} (i18n.test.ts checks). Placeholders are filled with
 * values escaped for where the text goes (HTML, JSX, plain text); the texts themselves hold no markup.
 */
export const en = {
  common: {
    openLink: 'Or open this link:',
  },
  magicLink: {
    subject: 'Sign in to {{project}}: Your code is {{code}}',
    heading: 'Sign in to {{project}}',
    code: 'Your sign-in code is {{code}}.',
    validity: 'It is valid for 10 minutes and can be used once. If you did not try to sign in, ignore this e-mail.',
    button: 'Sign in',
    textLink: 'Or open this link to sign in: {{link}}',
    textIgnore: 'If you did not try to sign in, ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your password at {{project}}',
    heading: 'Reset your password at {{project}}',
    body: 'Someone asked to reset the password of your account. The link is valid for one hour and can be used once.',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
    button: 'Reset password',
    textLink: 'Open this link to choose a new password (valid for one hour): {{link}}',
  },
  emailVerification: {
    subject: 'Verify your email at {{project}}',
    heading: 'Verify your e-mail at {{project}}',
    body: 'Please confirm that this e-mail address belongs to you.',
    button: 'Verify e-mail',
    textLink: 'Open this link to confirm your e-mail address: {{link}}',
  },
  signInInvitation: {
    subject: 'You have been invited to sign in to {{project}}',
    heading: 'You are invited to {{project}}',
    body: 'You have been invited to sign in to {{project}}.',
    button: 'Sign in',
    textLink: 'Open this link to sign in: {{link}}',
  },
  teamInvitation: {
    subject: 'You have been invited to join {{team}}',
    heading: 'Join {{team}}',
    body: 'You have been invited to join {{team}} on {{project}}.',
    button: 'Accept invitation',
    textLink: 'Open this link to accept: {{link}}',
  },
  accountSecured: {
    subject: 'Your account at {{project}} was secured',
    intro: 'Your e-mail address was just proved for your account at {{project}} (a password reset or a sign-in code). To make sure nobody else can still get in, we removed:',
    outro: 'You can add what you need again from your account settings. If you did not do this, reset your password now.',
    removed: {
      sessions_one: 'the signed-in session',
      sessions_other: 'all {{count}} signed-in sessions',
      everySession: 'every signed-in session',
      password: 'the password',
      passkeys_one: 'the passkey',
      passkeys_other: '{{count}} passkeys',
      provider: 'sign-in with {{provider}}',
      address: 'the e-mail address {{address}}',
      totp: 'two-factor authentication (authenticator app)',
      apiKeys_one: 'an API key',
      apiKeys_other: '{{count}} API keys',
      addedSince: '{{item}} (added since your last password reset or sign-up)',
    },
  },
  securityNotice: {
    subject: 'Security notice from {{project}}: {{what}}',
    heading: 'Security notice from {{project}}',
    what: {
      password_changed: 'The password of your account was changed',
      password_set: 'A password was added to your account',
      primary_email_changed: 'The primary e-mail address of your account was changed',
      sign_in_email_added: 'An e-mail address that can sign in was added to your account',
      totp_enabled: 'Two-factor authentication (an authenticator app) was set up on your account',
      totp_disabled: 'Two-factor authentication was turned off on your account',
      passkey_added: 'A passkey was added to your account',
      passkey_removed: 'The passkey of your account was removed',
      oauth_linked: 'A sign-in with another provider was linked to your account',
      oauth_unlinked: 'A sign-in with another provider was unlinked from your account',
      api_key_created: 'An API key was created for your account',
    },
    adviceFormer: 'This address is no longer the primary e-mail of your account. If you did not make this change, reset your password with this address and contact the support of the service at once.',
    adviceCurrent: 'If this was you, there is nothing to do. If it was not, reset your password and review the sign-in methods, passkeys and API keys of your account at once.',
  },
  unsubscribe: {
    footer: '{{unsubscribe}} from {{category}} e-mails of {{project}}.',
    link: 'Unsubscribe',
    text: 'Unsubscribe from {{category}} e-mails of {{project}}: {{link}}',
    confirmTitle: 'Unsubscribe?',
    confirmBody: 'Stop receiving {{category}} e-mails from {{project}}?',
    button: 'Unsubscribe',
    doneTitle: 'Unsubscribed',
    doneBody: 'You will no longer receive {{category}} e-mails from {{project}}.',
  },
};

/** The shape every locale's catalogue has (string leaves). */
export type Catalogue = typeof en;
