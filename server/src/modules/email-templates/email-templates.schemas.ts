import { z } from '../../http/zod.ts';
import { nonEmpty, uuid, boundedJsonObject } from '../../http/schemas.ts';

export const ThemeChoice = z
  .union([uuid, z.literal(false)])
  .nullable()
  .openapi({ description: 'A theme id; `false` for no theme; `null` for the project\'s theme.', example: null });

const source = z.string().max(500_000, '{path} must be at most 500000 characters').openapi({ description: "TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes, EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail is sent in ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails, else the project's default_locale), for templates that branch on it." });

// Reference examples: a name and a short source as the dashboard's editor would show them.
const displayName = (example: string) => z.string().openapi({ example });
const tsxSource = z.string().openapi({ example: 'export function EmailTemplate({ user }) {\n  return <p>Hello {user.displayName}!</p>;\n}' });

export const EmailTemplateRead = z
  .object({
    id: uuid,
    display_name: displayName('Sign-in code'),
    tsx_source: tsxSource,
    theme_id: ThemeChoice,
    is_built_in: z.boolean().openapi({ description: "The template of an auth flow, shipped with Gatehouse: deleting it restores its original source rather than removing it." }),
  })
  .openapi('EmailTemplate');
export const EmailThemeRead = z.object({ id: uuid, display_name: displayName('Default light'), tsx_source: tsxSource }).openapi('EmailTheme');
export const EmailDraftRead = z
  .object({ id: uuid, display_name: displayName('November newsletter'), tsx_source: tsxSource, theme_id: ThemeChoice, sent_at_millis: z.number().int().nullable() })
  .openapi('EmailDraft');

export const TemplateList = z.object({ templates: z.array(EmailTemplateRead) }).openapi('EmailTemplateList');
export const ThemeList = z.object({ themes: z.array(EmailThemeRead) }).openapi('EmailThemeList');
export const DraftList = z.object({ drafts: z.array(EmailDraftRead) }).openapi('EmailDraftList');

export const CreateNamedBody = z.object({ display_name: nonEmpty(256) }).strict().openapi('CreateEmailTemplateBody');
export const CreatedId = z.object({ id: uuid }).openapi('CreatedId');
export const UpdateTemplateBody = z.object({ tsx_source: source, theme_id: ThemeChoice.optional() }).strict().openapi('UpdateEmailTemplateBody');
export const UpdateTemplateResult = z.object({ rendered_html: z.string() }).openapi('UpdateEmailTemplateResult');
export const UpdateThemeBody = z.object({ tsx_source: source }).strict().openapi('UpdateEmailThemeBody');
export const UpdateThemeResult = z.object({ display_name: z.string() }).openapi('UpdateEmailThemeResult');
export const CreateDraftBody = z.object({ display_name: nonEmpty(256), tsx_source: source.optional(), theme_id: ThemeChoice.optional() }).strict().openapi('CreateEmailDraftBody');
export const UpdateDraftBody = z.object({ display_name: nonEmpty(256).optional(), tsx_source: source.optional(), theme_id: ThemeChoice.optional() }).strict().openapi('UpdateEmailDraftBody');
export const OkBody = z.object({ ok: z.literal('ok') }).openapi('OkBody');
export const EmptyBody = z.object({}).openapi('EmptyObject');

export const TemplateParams = z.object({ template_id: uuid }).strict();
export const ThemeParams = z.object({ theme_id: uuid }).strict();
export const DraftParams = z.object({ draft_id: uuid }).strict();

export const RenderEmailBody = z
  .object({
    template_id: uuid.optional(),
    template_tsx_source: source.optional(),
    theme_id: ThemeChoice.optional(),
    theme_tsx_source: source.optional(),
    variables: boundedJsonObject.optional().openapi({ description: 'Values for the template\'s variables; missing ones are shown as placeholders.' }),
  })
  .strict()
  .openapi('RenderEmailBody');
export const RenderEmailResult = z
  .object({
    html: z.string().openapi({ example: '<!doctype html><html><body><p>Hello Ada!</p></body></html>' }),
    text: z.string().openapi({ example: 'Hello Ada!' }),
    subject: z.string().nullable().openapi({ example: 'Welcome to My app' }),
  })
  .openapi('RenderEmailResult');
