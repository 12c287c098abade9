import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@madang/contracts';
import { PAGE_NAMES, errorAt, type PageName } from '../lib/competition-form.ts';
import { focusFirstError } from '../../../ui/focus-first-error.ts';
import { MarkdownField, type Errors } from './form-controls.tsx';

interface Props {
  pages: Record<PageName, LocalizedText>;
  errors: Errors;
  formError: string | null;
  pending: boolean;
  /** Saves one page; the others are sent as they are stored. */
  onSave: (name: PageName, page: LocalizedText) => void;
}

/** The competition's pages, one at a time: pick a page, write it in both languages beside its preview, save it. */
export function PagesEditor({ pages, errors, formError, pending, onSave }: Props) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<PageName>('description');
  const [drafts, setDrafts] = useState(pages);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstError(formRef.current), [errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(current, drafts[current]);
  };
  const changed = (name: PageName) => drafts[name].ko !== pages[name].ko || drafts[name].en !== pages[name].en;

  return (
    <form ref={formRef} className="host-form" onSubmit={submit} noValidate data-testid="pages-editor">
      {formError ? (
        <p className="field-error host-error-summary" role="alert">
          {formError}
        </p>
      ) : null}
      <nav className="host-page-picker" aria-label={t('host.form.pages')}>
        {PAGE_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className={name === current ? 'btn btn-sm btn-primary' : 'btn btn-sm btn-outline'}
            aria-pressed={name === current}
            onClick={() => setCurrent(name)}
          >
            {t(`host.page.${name}`)}
            {changed(name) ? ' •' : ''}
            {!pages[name].ko.trim() && !pages[name].en.trim() ? <span className="sr-only"> ({t('host.form.pageEmpty')})</span> : null}
          </button>
        ))}
      </nav>
      <section className="cpt-panel host-section">
        <MarkdownField
          key={current}
          label={t(`host.page.${current}`)}
          value={drafts[current]}
          error={errorAt(errors, `pages.${current}`)}
          onChange={(value) => setDrafts((d) => ({ ...d, [current]: value }))}
        />
      </section>
      <div className="host-submit">
        <button type="submit" className="btn btn-primary" disabled={pending || !changed(current)}>
          {t('host.form.savePage', { page: t(`host.page.${current}`) })}
        </button>
      </div>
    </form>
  );
}
