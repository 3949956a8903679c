import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The hosted pages' footer language switch: each language named in itself. Choosing one puts
 * ?lang= in the address, which then travels along to the other hosted pages (hosted.link).
 */
export function LanguageSwitch({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (lang: Locale) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, lang }), replace: true } as never);
  return (
    <nav aria-label={t('language.label')} className="flex items-center gap-1 text-[13px] text-muted">
      {LOCALES.map((lang, i) => (
        <span key={lang} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden>·</span>}
          <button
            type="button"
            lang={lang}
            aria-current={lang === current ? 'true' : undefined}
            onClick={() => choose(lang)}
            className={cn('cursor-pointer rounded px-1 hover:text-fg hover:underline', lang === current && 'font-medium text-fg')}
          >
            {t(`language.names.${lang}`)}
          </button>
        </span>
      ))}
    </nav>
  );
}
