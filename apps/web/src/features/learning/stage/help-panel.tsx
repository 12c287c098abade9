import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduStepView } from '@madang/contracts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { localized } from '../../../lib/format/localized.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { useAnswerWarning, useSpendXp, useXpCanUse, type StepAddress } from '../api/learning-api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { XpDeduction, type Deduction } from './xp-deduction.tsx';

type Buying = 'hint' | 'answer' | null;

/**
 * Hints and the model answer of a code step, bought with XP after a question: the answer's warns that the
 * stage then earns no XP. The 1.5 s deduction animation plays once a spend went through.
 */
export function HelpPanel({ step, address, onUseSolution }: { step: EduStepView; address: StepAddress; onUseSolution: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const code = step.code;
  const canUse = useXpCanUse(address, !step.locked);
  const warning = useAnswerWarning(address, step.answer_seen && step.status !== 'passed');
  const spend = useSpendXp(address);
  const [buying, setBuying] = useState<Buying>(null);
  const [deduction, setDeduction] = useState<Deduction | null>(null);
  if (!code) return null;

  const price = canUse.data;
  const remaining = code.hint_count - code.hints.length;
  const buy = () => {
    if (!buying) return;
    spend.mutate(buying === 'hint' ? { what: 'hint', hint: code.hints.length + 1 } : { what: 'answer' }, {
      onSuccess: (result) => {
        setBuying(null);
        if (result.spent > 0) setDeduction({ key: Date.now(), spent: result.spent, balance: result.balance });
      },
    });
  };
  const close = () => {
    setBuying(null);
    spend.reset();
  };

  return (
    <section className="edu-help" aria-label={t('learn.help.title')}>
      {code.hints.length > 0 ? (
        <ol className="edu-hints" data-testid="hints">
          {code.hints.map((hint, index) => (
            <li key={index} className="edu-hint">
              <span className="edu-hint-label">{t('learn.help.hintNumber', { number: index + 1 })}</span>
              <Markdown source={localized(hint, i18n.language)} />
            </li>
          ))}
        </ol>
      ) : null}
      {code.solution !== null ? (
        <div className="edu-solution" data-testid="model-answer">
          <div className="edu-solution-head">
            <span className="edu-hint-label">{t('learn.help.answer')}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => onUseSolution(code.solution ?? '')}>
              {t('learn.help.useAnswer')}
            </button>
          </div>
          <Markdown source={`\`\`\`python\n${code.solution}\n\`\`\``} />
        </div>
      ) : null}
      {warning.data && !warning.data.earns_xp ? <p className="edu-note">{t('learn.help.noXpNote')}</p> : null}
      <div className="edu-help-actions">
        {/* A passed step shows its model answer already: nothing left to buy. */}
        {remaining > 0 && step.status !== 'passed' ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={price ? !price.hint.can_use : false} onClick={() => setBuying('hint')}>
            {t('learn.help.hint', { cost: price?.hint.cost ?? 10, remaining })}
          </button>
        ) : null}
        {code.solution === null ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={price ? !price.answer.can_use : false} onClick={() => setBuying('answer')}>
            {t('learn.help.showAnswer', { cost: price?.answer.cost ?? 30 })}
          </button>
        ) : null}
        {price?.reason && (remaining > 0 || code.solution === null) ? <span className="muted edu-help-reason">{price.reason}</span> : null}
      </div>
      <ConfirmDialog
        open={buying !== null}
        title={buying === 'answer' ? t('learn.help.answerTitle') : t('learn.help.hintTitle')}
        confirmLabel={t('learn.help.spend', { cost: buying === 'answer' ? (price?.answer.cost ?? 30) : (price?.hint.cost ?? 10) })}
        busy={spend.isPending}
        error={spend.isError ? apiErrorText(spend.error, t) : null}
        danger={buying === 'answer'}
        onCancel={close}
        onConfirm={buy}
        testId="spend-xp-dialog"
      >
        {buying === 'answer' ? <p className="edu-warning">{t('learn.help.answerWarning')}</p> : <p>{t('learn.help.hintText')}</p>}
        {price ? <p className="muted">{t('learn.xp.have', { balance: price.balance })}</p> : null}
      </ConfirmDialog>
      {deduction ? <XpDeduction deduction={deduction} onDone={() => setDeduction(null)} /> : null}
    </section>
  );
}
