import { useTranslation } from 'react-i18next';

export interface Deduction {
  /** Tells one spend from the next, so the animation plays again. */
  key: number;
  spent: number;
  balance: number;
}

/**
 * The spec's experience-deduction animation (1.5 s): the XP spent floats up and fades beside the new balance.
 * Screen readers hear the spend once; the badge leaves when its animation ends.
 */
export function XpDeduction({ deduction, onDone }: { deduction: Deduction; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="edu-xp-deduction" role="status" data-testid="xp-deduction">
      <span className="edu-xp-deduction-amount" key={deduction.key} onAnimationEnd={onDone} aria-hidden="true">
        −{deduction.spent} XP
      </span>
      <span className="sr-only">{t('learn.xp.spent', { spent: deduction.spent, balance: deduction.balance })}</span>
      <span className="edu-xp-deduction-balance" aria-hidden="true">
        {t('learn.xp.balance', { balance: deduction.balance })}
      </span>
    </div>
  );
}
