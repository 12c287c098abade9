import { useTranslation } from 'react-i18next';

/** `+821012345678` as a Korean reads it, `010-1234-5678`; other countries keep their code. */
export function displayPhone(international: string): string {
  const korean = /^\+82(1\d)(\d{3,4})(\d{4})$/.exec(international);
  return korean ? `0${korean[1]}-${korean[2]}-${korean[3]}` : international;
}

export function PhoneVerifiedText({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="phone-verified" data-testid="phone-verified">
      {t('account.phone.verifiedAs', { phone: displayPhone(phone) })}
    </p>
  );
}
