import type { ClientApp } from '@gatehouse/sdk';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale, DEFAULT_LOCALE, i18n, type Locale } from '../../i18n/i18n.ts';
import { apiBaseUrl, hostedApp, type ClientProject } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSearch } from '@tanstack/react-router';
import { hostedSearch, type HostedPage, type HostedSearch } from '../../router/hosted-search.ts';
import { AuthCard, AuthCardExtra } from '../auth/auth-card.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export interface Hosted {
  projectId: string;
  app: ClientApp;
  project: ClientProject;
  /** The page's own query (validated by its route). */
  search: HostedSearch;
  /** Link or navigate() options for another hosted page of the same project (query kept minimal: the project, and where to return after signing in). */
  link: <P extends HostedPage>(page: P) => { to: `/handler/${P}`; search: HostedSearch };
  /** The absolute URL of a hosted page, for links the server e-mails. */
  absolute: (page: HostedPage) => string;
}

/**
 * Loads the project a hosted page belongs to (?project_id=) and hands its client app to the page.
 * The hosted pages keep no dashboard state: the URL and the project's own session are all they use.
 */
export function HostedProjectPage({ title, children }: { title: string; children: (hosted: Hosted) => ReactNode }) {
  // Validated again: a match's search also keeps the raw values its route's validator dropped.
  const raw = useSearch({ strict: false });
  const search = useMemo(() => hostedSearch(raw), [raw]);
  const projectId = search.project_id ?? '';
  const project = useQuery({
    queryKey: ['hosted', projectId, 'project'],
    queryFn: () => hostedApp(projectId).getProject(),
    enabled: !!projectId,
  });
  // Read defensively: the project's default language is a newer field of the client project view.
  const projectDefault = (project.data?.config as { default_locale?: unknown } | undefined)?.default_locale;
  const locale = chooseLocale({ query: search.lang, browser: navigator.languages ?? [navigator.language], projectDefault });
  useHostedLocale(locale);
  return <AuthCardExtra.Provider value={<LanguageSwitch current={locale} />}>{page()}</AuthCardExtra.Provider>;

  function page() {
  if (!projectId) {
    return (
      <AuthCard projectName="Gatehouse" title={title}>
        <p role="alert" className="text-sm text-danger">
          {i18n.t('hosted.noProject')}
        </p>
      </AuthCard>
    );
  }
  if (project.isPending) {
    return (
      <AuthCard projectName="…" title={title}>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </AuthCard>
    );
  }
  if (project.isError) {
    return (
      <AuthCard projectName="Gatehouse" title={title}>
        <p role="alert" className="text-sm text-danger">
          {endUserMessage(project.error)}
        </p>
      </AuthCard>
    );
  }
  // Where to go after signing in travels along between the hosted pages (sign-in <-> sign-up), so
  // a user who switches pages on the way still comes back (e.g. to the team invitation).
  // So does a language chosen with ?lang=.
  const returnTo = search.after_auth_return_to;
  const lang = search.lang;
  const link = <P extends HostedPage>(page: P) => ({ to: `/handler/${page}` as const, search: { project_id: projectId, ...(returnTo ? { after_auth_return_to: returnTo } : {}), ...(lang ? { lang } : {}) } });
  const absolute = (page: HostedPage) => apiBaseUrl() + hostedPath(projectId, page, lang);
  return <>{children({ projectId, app: hostedApp(projectId), project: project.data, search, link, absolute })}</>;
  }
}

/**
 * Switches the page's texts, dates and <html lang> to `locale` while a hosted page is mounted, and
 * back to English when it leaves (the dashboard stays English). A layout effect, so the first
 * paint is already in the chosen language.
 */
function useHostedLocale(locale: Locale) {
  useLayoutEffect(() => {
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  useLayoutEffect(
    () => () => {
      void i18n.changeLanguage(DEFAULT_LOCALE);
      document.documentElement.lang = DEFAULT_LOCALE;
    },
    [],
  );
}

/** A hosted page's path and query (for a full page load or an e-mailed link; Link uses hosted.link). */
export function hostedPath(projectId: string, page: HostedPage, lang?: Locale): string {
  return `/handler/${page}?${new URLSearchParams({ project_id: projectId, ...(lang ? { lang } : {}) }).toString()}`;
}

/** ?after_auth_return_to= when it is same-origin or on one of the project's trusted domains (http/https only), else null. */
export function trustedReturnUrl(hosted: Hosted): string | null {
  const target = hosted.search.after_auth_return_to;
  if (!target) return null;
  try {
    const url = new URL(target, window.location.origin);
    const trusted = url.origin === window.location.origin || hosted.project.config.domains.some((d) => new URL(d.domain).origin === url.origin);
    if (trusted && (url.protocol === 'https:' || url.protocol === 'http:')) return url.toString();
  } catch {
    /* not a URL: ignore it */
  }
  return null;
}

/** Where to go after signing in: a same-site path or a trusted domain from ?after_auth_return_to=, else account settings. */
export function afterAuthUrl(hosted: Hosted): string {
  return trustedReturnUrl(hosted) ?? hostedPath(hosted.projectId, 'account-settings', hosted.search.lang);
}

/**
 * The app this project's users come from, for a "Back to <app>" link: the trusted return URL the
 * page was opened with, else the first trusted domain's home page; null when the project names none.
 */
export function appHomeUrl(hosted: Hosted): string | null {
  const returnTo = trustedReturnUrl(hosted);
  if (returnTo) return returnTo;
  for (const d of hosted.project.config.domains) {
    try {
      return `${new URL(d.domain).origin}/`;
    } catch {
      /* a malformed domain: try the next */
    }
  }
  return null;
}

export function Divider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-muted uppercase" role="separator">
      <span className="h-px flex-1 bg-border" />
      {children ?? t('common.or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
