import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@madang/contracts';

const LANGUAGES: readonly Locale[] = ['ko', 'en'];

/**
 * Korean and English versions of a text as two tabs (WAI-ARIA tabs: arrow keys move between them).
 * A tab whose fields the server refused is marked, so an error in the hidden language is not missed.
 */
export function LanguageTabs({ children, invalid }: { children: (lang: Locale) => ReactNode; invalid: Record<Locale, boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState<Locale>('ko');
  const move = (lang: Locale) => {
    setCurrent(lang);
    document.getElementById(`${id}-tab-${lang}`)?.focus();
  };
  return (
    <div className="notice-lang-tabs">
      <div role="tablist" aria-label={t('notice.host.languages')} className="host-tabs">
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            id={`${id}-tab-${lang}`}
            type="button"
            role="tab"
            aria-selected={current === lang}
            aria-controls={`${id}-panel-${lang}`}
            tabIndex={current === lang ? 0 : -1}
            className={current === lang ? 'active' : undefined}
            onClick={() => setCurrent(lang)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') move(lang === 'ko' ? 'en' : 'ko');
            }}
          >
            {t(`notice.host.lang.${lang}`)}
            {invalid[lang] ? (
              <span className="notice-tab-error">
                <span aria-hidden="true"> !</span>
                <span className="sr-only">{t('notice.host.tabHasErrors')}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {LANGUAGES.map((lang) => (
        <div key={lang} id={`${id}-panel-${lang}`} role="tabpanel" aria-labelledby={`${id}-tab-${lang}`} hidden={current !== lang}>
          {current === lang ? children(lang) : null}
        </div>
      ))}
    </div>
  );
}
