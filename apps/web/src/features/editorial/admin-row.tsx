import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';

interface Props {
  testId: string;
  /** The chips above the title (state, kind). */
  labels: ReactNode;
  /** The item's edit page and its title. */
  href: string;
  title: string;
  meta?: ReactNode;
  /** What the list does to an item before Delete (pin, publish, move). */
  actions?: ReactNode;
  onDelete: () => void;
}

/** One item of a console list: its labels, the title that opens its editor, its facts and its actions. */
export function AdminRow({ testId, labels, href, title, meta, actions, onDelete }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <li className="notice-admin-row" data-testid={testId}>
      <div className="notice-admin-main">
        {labels}
        <Link className="host-title-link" to={lp(href)}>
          {title}
        </Link>
        {meta ? <span className="muted notice-row-meta">{meta}</span> : null}
      </div>
      <div className="notice-admin-actions">
        {actions}
        <button type="button" className="btn btn-ghost btn-sm notice-danger" onClick={onDelete}>
          {t('notice.host.delete')}
        </button>
      </div>
    </li>
  );
}

/** A text in the console's language, the Korean one when the English is empty. */
export const inConsoleLanguage = (texts: { ko: string; en: string }, language: string) => (language === 'en' && texts.en) || texts.ko;
