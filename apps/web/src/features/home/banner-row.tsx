import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { builtLinks } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';

const banners = builtLinks([
  { key: 'interview', to: '/ranking/interview' },
  { key: 'sponsor', to: '/sponsorship' },
  { key: 'recruit', to: '/more/recruit' },
] as const);

/** Winner interviews, hosting a competition, and hiring. */
export function BannerRow() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <section className="banner-row" aria-label={t('home.banners.label')}>
      {banners.map((banner) => (
        <Link key={banner.key} to={lp(banner.to)} className={`promo-tile promo-${banner.key}`}>
          <strong>{t(`home.banners.${banner.key}.title`)}</strong>
          <span>{t(`home.banners.${banner.key}.body`)}</span>
        </Link>
      ))}
    </section>
  );
}
