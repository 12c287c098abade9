import { useTranslation } from 'react-i18next';
import type { CompetitionPhase } from '@madang/contracts';
import { stageOf } from './lib/competition-stage.ts';

/** Draft or published, and the competition's stage. */
export function StatusChips({ published, status, phase }: { published: boolean; status: 'active' | 'practice' | 'closed'; phase: CompetitionPhase }) {
  const { t } = useTranslation();
  return (
    <span className="host-chips">
      <span className={`chip ${published ? 'host-chip-on' : 'chip-quiet'}`}>{published ? t('host.status.published') : t('host.status.draft')}</span>
      <span className="chip chip-quiet">{t(`host.status.${stageOf(status, phase)}`)}</span>
    </span>
  );
}
