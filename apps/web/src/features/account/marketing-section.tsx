import type { MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { useUpdateProfile } from './account-api.ts';

export function MarketingSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const toggle = (marketing: boolean) =>
    update.mutate(
      { marketing },
      {
        onSuccess: () => notify.success(marketing ? t('account.marketingOn') : t('account.marketingOff')),
        onError: (failure) => notify.error(apiErrorText(failure, t)),
      },
    );
  return (
    <section className="card account-section" aria-labelledby="account-marketing">
      <h2 id="account-marketing">{t('account.marketingTitle')}</h2>
      <label className="check">
        <input type="checkbox" checked={user.marketing} disabled={update.isPending} onChange={(e) => toggle(e.target.checked)} />
        {t('account.marketingLabel')}
      </label>
      <p className="muted">{t('account.marketingHelp')}</p>
    </section>
  );
}
