import { useTranslation } from 'react-i18next';

/** A tab whose content the platform cannot show yet; it says so instead of showing an empty list. */
export function NotYetTab({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="card profile-section profile-empty" data-testid="not-yet">
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      <p className="muted">{t('profile.notYet')}</p>
    </section>
  );
}
