import { useTranslation } from 'react-i18next';
import type { SupportItem } from '@madang/contracts/support';

/** Whether a question is answered yet, and whether it is one of the competition's FAQ. */
export function QuestionBadges({ question }: { question: Pick<SupportItem, 'answered' | 'is_faq'> }) {
  const { t } = useTranslation();
  return (
    <span className="support-badges">
      <span className={question.answered ? 'support-badge is-answered' : 'support-badge'}>
        {question.answered ? t('competition.support.answered') : t('competition.support.waiting')}
      </span>
      {question.is_faq ? <span className="support-badge is-faq">{t('competition.support.faqBadge')}</span> : null}
    </span>
  );
}
