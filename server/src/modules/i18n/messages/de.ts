import type { Catalogue } from './en.ts';

/** Gatehouse's own e-mail texts in German (Sie-Form, as most services address their users). */
export const de: Catalogue = {
  common: {
    openLink: 'Oder öffnen Sie diesen Link:',
  },
  magicLink: {
    subject: 'Anmeldung bei {{project}}: Ihr Code lautet {{code}}',
    heading: 'Anmeldung bei {{project}}',
    code: 'Ihr Anmeldecode lautet {{code}}.',
    validity: 'Er ist 10 Minuten gültig und kann einmal verwendet werden. Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.',
    button: 'Anmelden',
    textLink: 'Oder öffnen Sie diesen Link, um sich anzumelden: {{link}}',
    textIgnore: 'Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.',
  },
  passwordReset: {
    subject: 'Passwort bei {{project}} zurücksetzen',
    heading: 'Passwort bei {{project}} zurücksetzen',
    body: 'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    button: 'Passwort zurücksetzen',
    textLink: 'Öffnen Sie diesen Link, um ein neues Passwort zu wählen (eine Stunde gültig): {{link}}',
  },
  emailVerification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei {{project}}',
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse bei {{project}}',
    body: 'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
    button: 'E-Mail-Adresse bestätigen',
    textLink: 'Öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen: {{link}}',
  },
  signInInvitation: {
    subject: 'Sie wurden eingeladen, sich bei {{project}} anzumelden',
    heading: 'Einladung zu {{project}}',
    body: 'Sie wurden eingeladen, sich bei {{project}} anzumelden.',
    button: 'Anmelden',
    textLink: 'Öffnen Sie diesen Link, um sich anzumelden: {{link}}',
  },
  teamInvitation: {
    subject: 'Sie wurden eingeladen, {{team}} beizutreten',
    heading: '{{team}} beitreten',
    body: 'Sie wurden eingeladen, {{team}} bei {{project}} beizutreten.',
    button: 'Einladung annehmen',
    textLink: 'Öffnen Sie diesen Link, um die Einladung anzunehmen: {{link}}',
  },
  accountSecured: {
    subject: 'Ihr Konto bei {{project}} wurde gesichert',
    intro: 'Ihre E-Mail-Adresse wurde soeben für Ihr Konto bei {{project}} bestätigt (durch das Zurücksetzen des Passworts oder einen Anmeldecode). Damit sich niemand sonst mehr anmelden kann, haben wir entfernt:',
    outro: 'Was Sie brauchen, können Sie in Ihren Kontoeinstellungen wieder hinzufügen. Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück.',
  },
  securityNotice: {
    subject: 'Sicherheitshinweis von {{project}}: {{what}}',
    heading: 'Sicherheitshinweis von {{project}}',
    what: {
      password_changed: 'Das Passwort Ihres Kontos wurde geändert',
      password_set: 'Ihrem Konto wurde ein Passwort hinzugefügt',
      primary_email_changed: 'Die primäre E-Mail-Adresse Ihres Kontos wurde geändert',
      sign_in_email_added: 'Ihrem Konto wurde eine E-Mail-Adresse hinzugefügt, mit der man sich anmelden kann',
      totp_enabled: 'Für Ihr Konto wurde die Zwei-Faktor-Authentifizierung (eine Authenticator-App) eingerichtet',
      totp_disabled: 'Die Zwei-Faktor-Authentifizierung Ihres Kontos wurde ausgeschaltet',
      passkey_added: 'Ihrem Konto wurde ein Passkey hinzugefügt',
      passkey_removed: 'Der Passkey Ihres Kontos wurde entfernt',
      oauth_linked: 'Eine Anmeldung über einen anderen Anbieter wurde mit Ihrem Konto verknüpft',
      oauth_unlinked: 'Eine Anmeldung über einen anderen Anbieter wurde von Ihrem Konto getrennt',
      api_key_created: 'Für Ihr Konto wurde ein API-Schlüssel erstellt',
    },
    adviceFormer: 'Diese Adresse ist nicht mehr die primäre E-Mail-Adresse Ihres Kontos. Wenn Sie diese Änderung nicht vorgenommen haben, setzen Sie Ihr Passwort mit dieser Adresse zurück und wenden Sie sich sofort an den Support des Dienstes.',
    adviceCurrent: 'Wenn Sie das waren, ist nichts zu tun. Wenn nicht, setzen Sie Ihr Passwort zurück und prüfen Sie sofort die Anmeldemethoden, Passkeys und API-Schlüssel Ihres Kontos.',
  },
  unsubscribe: {
    footer: '{{unsubscribe}}: {{category}}-E-Mails von {{project}}.',
    link: 'Abmelden',
    text: 'Von {{category}}-E-Mails von {{project}} abmelden: {{link}}',
  },
};
