import '../../styles/article.css';
import './notices.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqCategory } from '@madang/contracts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useFaqList } from './api/notices-api.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { groupFaq } from './lib/notice-lib.ts';

/** /faq and /more/faq: the questions by category, each answer opened in place. */
export default function FaqPage() {
  const { t } = useTranslation();
  const faq = useFaqList();
  const [shown, setShown] = useState<FaqCategory | 'all'>('all');
  const groups = faq.data ? groupFaq(faq.data) : [];
  const visible = groups.filter((group) => shown === 'all' || group.category === shown);
  return (
    <div className="container notice-narrow page-pad notice-page">
      <h1 className="page-title">{t('notice.faq.title')}</h1>
      <p className="muted faq-lead">{t('notice.faq.lead')}</p>
      {faq.isPending ? <Loading /> : null}
      {faq.isError ? <Failed text={t('notice.loadError')} onRetry={() => void faq.refetch()} /> : null}
      {faq.data && groups.length === 0 ? <Empty text={t('notice.faq.empty')} /> : null}
      {groups.length > 1 ? (
        <div className="faq-filter" role="group" aria-label={t('notice.faq.filter')}>
          {(['all', ...groups.map((g) => g.category)] as const).map((category) => (
            <button
              key={category}
              type="button"
              className={shown === category ? 'chip faq-filter-chip is-current' : 'chip faq-filter-chip'}
              aria-pressed={shown === category}
              onClick={() => setShown(category)}
            >
              {category === 'all' ? t('notice.faq.all') : t(`notice.faq.categories.${category}`)}
            </button>
          ))}
        </div>
      ) : null}
      {visible.map((group) => (
        <section key={group.category} className="faq-group" aria-labelledby={`faq-${group.category}`}>
          <h2 id={`faq-${group.category}`} className="faq-group-title">
            {t(`notice.faq.categories.${group.category}`)}
          </h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
    </div>
  );
}
