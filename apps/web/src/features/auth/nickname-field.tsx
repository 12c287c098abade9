import { NICKNAME_MAX } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field.tsx';
import type { useNicknameStatus } from './nickname-status.tsx';

interface NicknameFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  status: ReturnType<typeof useNicknameStatus>;
}

/** The nickname input of both sign-up forms, with the live availability answer as its hint or error. */
export function NicknameField({ value, onChange, error, status }: NicknameFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('auth.nickname')}
      name="name"
      autoComplete="nickname"
      required
      maxLength={NICKNAME_MAX}
      value={value}
      error={error ?? (status.available === false ? (status.hint ?? undefined) : undefined)}
      hint={status.available === false ? null : (status.hint ?? t('auth.nicknameHint', { max: NICKNAME_MAX }))}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
