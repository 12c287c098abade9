import type { TalentPoolEntry } from '@madang/contracts/surveys';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useLeaveTalentPool } from './api/surveys-api.ts';

/** The member's entry in the talent pool as hosts find it, and leaving it at once. */
export function TalentPoolMembership({ entry }: { entry: TalentPoolEntry }) {
  const { t } = useTranslation();
  const leave = useLeaveTalentPool();
  return (
    <>
      <p data-testid="talent-joined">
        {t('survey.talent.joined', { skills: entry.skills.join(', '), level: t(`survey.levels.${entry.level}`), wish: t(`survey.wishes.${entry.wish}`) })}
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={leave.isPending}
        onClick={() => leave.mutate(undefined, { onSuccess: () => notify.success(t('survey.talent.left')) })}
      >
        {t('survey.talent.leave')}
      </button>
    </>
  );
}
