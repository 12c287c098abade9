import type { Tier } from '@madang/contracts';
import { useTranslation } from 'react-i18next';

export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return <span className={`tier-badge tier-${tier}`}>{t(`ranking.tier.${tier}`)}</span>;
}
