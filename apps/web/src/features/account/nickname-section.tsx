import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX, type MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { Field } from '../../ui/field.tsx';
import { useNicknameStatus } from '../auth/nickname-status.tsx';
import { useUpdateProfile } from './account-api.ts';

export function NicknameSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const status = useNicknameStatus(name, user.id, user.name);
  const unchanged = name.trim() === user.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) return setError(t('validation.required'));
    update.mutate({ name: name.trim() }, { onSuccess: () => notify.success(t('account.saved')), onError: (failure) => setError(apiErrorText(failure, t)) });
  };

  return (
    <form className="card account-section" onSubmit={submit} noValidate aria-labelledby="account-nickname">
      <h2 id="account-nickname">{t('account.nicknameTitle')}</h2>
      <Field
        label={t('auth.nickname')}
        name="name"
        maxLength={NICKNAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? (status.available === false ? (status.hint ?? undefined) : undefined)}
        hint={status.available === false ? null : (status.hint ?? t('auth.nicknameHint', { max: NICKNAME_MAX }))}
      />
      <button type="submit" className="btn btn-primary" disabled={unchanged || update.isPending || status.available === false}>
        {t('common.save')}
      </button>
    </form>
  );
}
