/**
 * The theme and templates every project starts with, as editable TSX. Links are printed in full
 * under their button (for mail clients that block buttons) and may break anywhere: a sign-in URL
 * has no spaces and would otherwise push past the card on a phone. A template module exports
 * `EmailTemplate` (a React component receiving {user, project, variables}), optionally `subject`
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

function linkTemplate(title: string, body: string, label: string, subject: string, extraVariables = ''): string {
  return `${button}
export const variables = { link: 'string'${extraVariables} };

export const subject = ({ project, variables }) => ${subject};

export function EmailTemplate({ project, variables }) {
  return (
    <div>
      <h1 style={{ fontSize: '20px' }}>${title}</h1>
      <p>${body}</p>
      <p style={{ margin: '24px 0' }}><Button href={variables.link}>${label}</Button></p>
      <p style={{ color: '#71717a', fontSize: '13px' }}>Or open this link: <a href={variables.link} style={{ wordBreak: 'break-all' }}>{variables.link}</a></p>
    </div>
  );
}
`;
}

export const DEFAULT_TEMPLATES: Record<FlowTemplate, { id: string; displayName: string; tsxSource: string }> = {
  magic_link: {
    id: 'da76276f-70ce-409b-ac87-60c7cdacd9e5',
    displayName: 'Sign-in code and magic link',
    tsxSource: `${button}
export const variables = { otp: 'string', link: 'string' };

export const subject = ({ project, variables }) => \`Sign in to \${project.display_name}: Your code is \${variables.otp}\`;

export function EmailTemplate({ project, variables }) {
  return (
    <div>
      <h1 style={{ fontSize: '20px' }}>Sign in to {project.display_name}</h1>
      <p>Your sign-in code is <strong style={{ fontSize: '20px', letterSpacing: '2px' }}>{variables.otp}</strong>.</p>
      <p>It is valid for 10 minutes and can be used once. If you did not try to sign in, ignore this e-mail.</p>
      <p style={{ margin: '24px 0' }}><Button href={variables.link}>Sign in</Button></p>
      <p style={{ color: '#71717a', fontSize: '13px' }}>Or open this link: <a href={variables.link} style={{ wordBreak: 'break-all' }}>{variables.link}</a></p>
    </div>
  );
}
`,
  },
  password_reset: {
    id: 'c3351696-bb82-4dd1-b5e9-494b57cc746e',
    displayName: 'Password reset',
    tsxSource: linkTemplate(
      'Reset your password at {project.display_name}',
      'Someone asked to reset the password of your account. The link is valid for one hour and can be used once. If it was not you, ignore this e-mail.',
      'Reset password',
      '`Reset your password at ${project.display_name}`',
    ),
  },
  email_verification: {
    id: '639779c3-e622-4a7d-9ed8-8acd4e920436',
    displayName: 'E-mail verification',
    tsxSource: linkTemplate('Verify your e-mail at {project.display_name}', 'Please confirm that this e-mail address belongs to you.', 'Verify e-mail', '`Verify your email at ${project.display_name}`'),
  },
  sign_in_invitation: {
    id: '0daad86d-81b8-493d-a7b2-a2d4346d7cdc',
    displayName: 'Sign-in invitation',
    tsxSource: linkTemplate('You are invited to {project.display_name}', 'You have been invited to sign in to {project.display_name}.', 'Sign in', '`You have been invited to sign in to ${project.display_name}`'),
  },
  team_invitation: {
    id: '2dc8df6b-065c-462f-a8b2-6cfede903069',
    displayName: 'Team invitation',
    tsxSource: linkTemplate(
      'Join {variables.team_display_name}',
      'You have been invited to join {variables.team_display_name} on {project.display_name}.',
      'Accept invitation',
      '`You have been invited to join ${variables.team_display_name}`',
      ", team_display_name: 'string'",
    ),
  },
};

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
