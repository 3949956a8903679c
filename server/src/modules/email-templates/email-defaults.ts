import { fill, translator } from '../i18n/i18n.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';

/**
 * The theme and templates every project starts with, as editable TSX. Links are printed in full
 * under their button (for mail clients that block buttons) and may break anywhere: a sign-in URL
 * has no spaces and would otherwise push past the card on a phone. A template module exports
 * `EmailTemplate` (a React component receiving {user, project, variables, locale} — `locale` is the
 * language the mail is sent in, 'en' or 'de', see modules/i18n/mail-locale.ts), optionally `subject`
 * (a string or a function of the same props) and `variables` (name -> 'string' | 'number' |
 * 'boolean'; a missing or mistyped variable is a rendering error). A theme exports `EmailTheme`,
 * which receives the same props plus `children`.
 */
export const DEFAULT_THEME_ID = '0b7bace0-d927-4cee-bf6c-df43e23a4331';

export type FlowTemplate = 'magic_link' | 'password_reset' | 'email_verification' | 'sign_in_invitation' | 'team_invitation';

export const DEFAULT_THEME = {
  id: DEFAULT_THEME_ID,
  displayName: 'Default light',
  tsxSource: `export function EmailTheme({ children, project }) {
  return (
    <html>
      <head>
        <meta charSet="utf-8" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', color: '#111', background: '#f4f4f5', margin: 0, padding: '24px' }}>
        <div style={{ maxWidth: '560px', margin: '0 auto', background: '#ffffff', borderRadius: '8px', padding: '32px', wordBreak: 'break-word' }}>{children}</div>
        <p style={{ textAlign: 'center', color: '#71717a', fontSize: '12px' }}>{project.display_name}</p>
      </body>
    </html>
  );
}
`,
};

const button = `const Button = ({ href, children }) => (
  <a href={href} style={{ display: 'inline-block', background: '#111', color: '#fff', padding: '12px 20px', borderRadius: '6px', textDecoration: 'none' }}>{children}</a>
);
`;

/** Where each flow's texts sit in the catalogues (modules/i18n/messages). */
export const FLOW_SECTION: Record<FlowTemplate, string> = {
  magic_link: 'magicLink',
  password_reset: 'passwordReset',
  email_verification: 'emailVerification',
  sign_in_invitation: 'signInInvitation',
  team_invitation: 'teamInvitation',
};

const DISPLAY_NAMES: Record<FlowTemplate, string> = {
  magic_link: 'Sign-in code and magic link',
  password_reset: 'Password reset',
  email_verification: 'E-mail verification',
  sign_in_invitation: 'Sign-in invitation',
  team_invitation: 'Team invitation',
};

/** The paragraphs between heading and button, by catalogue key. */
export const FLOW_PARAGRAPHS: Record<FlowTemplate, string[]> = {
  magic_link: ['code', 'validity'],
  password_reset: ['body', 'ignore'],
  email_verification: ['body'],
  sign_in_invitation: ['body'],
  team_invitation: ['body'],
};

const VARIABLES: Record<FlowTemplate, string> = {
  magic_link: "{ otp: 'string', link: 'string' }",
  password_reset: "{ link: 'string' }",
  email_verification: "{ link: 'string' }",
  sign_in_invitation: "{ link: 'string' }",
  team_invitation: "{ link: 'string', team_display_name: 'string' }",
};

// Catalogue text goes into TSX source: as JSX text its braces and angle brackets are written as
// expressions, in the subject's template literal backticks, backslashes and `$` are escaped. The
// catalogues are ours, but a translation must never be able to change the template's code.
const jsxText = (s: string) => s.replace(/[{}<>]/g, (c) => `{'${c}'}`);
const literalText = (s: string) => s.replace(/[`\\$]/g, (c) => `\\${c}`);
const JSX_VALUES = {
  project: '{project.display_name}',
  team: '{variables.team_display_name}',
  code: "<strong style={{ fontSize: '20px', letterSpacing: '2px' }}>{variables.otp}</strong>",
};
const LITERAL_VALUES = { project: '${project.display_name}', team: '${variables.team_display_name}', code: '${variables.otp}' };

/**
 * The built-in template of a flow in one locale, as TSX, with the catalogue's texts written in.
 * A project that has not edited a flow's template gets this one in the mail's locale; an edited
 * template is sent as written and receives `locale` to branch on.
 */
export function builtInTemplateSource(flow: FlowTemplate, locale: Locale): string {
  const t = translator(locale);
  const key = (k: string) => `${FLOW_SECTION[flow]}.${k}`;
  const jsx = (k: string) => fill(t, key(k), JSX_VALUES, jsxText);
  const paragraphs = FLOW_PARAGRAPHS[flow].map((k) => `      <p>${jsx(k)}</p>\n`).join('');
  return `${button}
export const variables = ${VARIABLES[flow]};

export const subject = ({ project, variables }) => \`${fill(t, key('subject'), LITERAL_VALUES, literalText)}\`;

export function EmailTemplate({ project, variables }) {
  return (
    <div>
      <h1 style={{ fontSize: '20px' }}>${jsx('heading')}</h1>
${paragraphs}      <p style={{ margin: '24px 0' }}><Button href={variables.link}>${jsx('button')}</Button></p>
      <p style={{ color: '#71717a', fontSize: '13px' }}>${fill(t, 'common.openLink', {}, jsxText)} <a href={variables.link} style={{ wordBreak: 'break-all' }}>{variables.link}</a></p>
    </div>
  );
}
`;
}

const FLOWS = Object.keys(FLOW_SECTION) as FlowTemplate[];

/** Every built-in source, made once per locale (the sandbox's compile cache is keyed by source). */
const BUILT_IN: Record<Locale, Record<FlowTemplate, string>> = Object.fromEntries(
  LOCALES.map((l) => [l, Object.fromEntries(FLOWS.map((f) => [f, builtInTemplateSource(f, l)]))]),
) as Record<Locale, Record<FlowTemplate, string>>;

export const builtInSource = (flow: FlowTemplate, locale: Locale): string => BUILT_IN[locale][flow];

const TEMPLATE_IDS: Record<FlowTemplate, string> = {
  magic_link: 'da76276f-70ce-409b-ac87-60c7cdacd9e5',
  password_reset: 'c3351696-bb82-4dd1-b5e9-494b57cc746e',
  email_verification: '639779c3-e622-4a7d-9ed8-8acd4e920436',
  sign_in_invitation: '0daad86d-81b8-493d-a7b2-a2d4346d7cdc',
  team_invitation: '2dc8df6b-065c-462f-a8b2-6cfede903069',
};

/** The flow templates as the editor shows them: the English built-in source. */
export const DEFAULT_TEMPLATES: Record<FlowTemplate, { id: string; displayName: string; tsxSource: string }> = Object.fromEntries(
  FLOWS.map((f) => [f, { id: TEMPLATE_IDS[f], displayName: DISPLAY_NAMES[f], tsxSource: builtInSource(f, 'en') }]),
) as Record<FlowTemplate, { id: string; displayName: string; tsxSource: string }>;

/** A new template starts from this. */
export const NEW_TEMPLATE_SOURCE = `export const variables = {};

export const subject = ({ project }) => \`A message from \${project.display_name}\`;

export function EmailTemplate({ user, project }) {
  return (
    <div>
      <p>Hello {user?.display_name ?? 'there'},</p>
      <p>This is a message from {project.display_name}.</p>
    </div>
  );
}
`;

export const NEW_THEME_SOURCE = DEFAULT_THEME.tsxSource;

const BUILT_IN_TEMPLATE_IDS = new Set(Object.values(DEFAULT_TEMPLATES).map((t) => t.id));
/** Whether a template id is one of the flow templates above (deleting one restores it). */
export const isBuiltInTemplate = (id: string): boolean => BUILT_IN_TEMPLATE_IDS.has(id);
