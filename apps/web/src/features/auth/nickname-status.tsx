import { NICKNAME_MAX } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useNicknameAvailability } from './auth-api.ts';

/** Live availability of a nickname, asked once typing pauses. */
export function useNicknameStatus(name: string, userId?: number, unchangedFrom?: string) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(name.trim(), 400);
  const length = Array.from(settled).length;
  const worthAsking = length > 0 && length <= NICKNAME_MAX && settled !== unchangedFrom;
  const query = useNicknameAvailability(settled, worthAsking, userId);
  if (!worthAsking || settled !== name.trim()) return { available: null, hint: null };
  if (query.isPending) return { available: null, hint: t('auth.nicknameChecking') };
  if (query.isError) return { available: null, hint: null };
  return query.data ? { available: true, hint: t('auth.nicknameAvailable') } : { available: false, hint: t('errors.name_exist') };
}
