import { useTranslation } from 'react-i18next';
import type { Medal } from '@madang/contracts/profiles';

export function MedalMark({ medal }: { medal: Medal | null }) {
  const { t } = useTranslation();
  if (!medal) return null;
  return <span className={`medal medal-${medal}`}>{t(`profile.medal.${medal}`)}</span>;
}
