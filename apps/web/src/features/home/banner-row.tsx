import { useTranslation } from 'react-i18next';
import { builtLinks } from '../../app/routing/page-of.ts';
import { BannerLink } from './banner-link.tsx';
import { useBannersOf } from './home-api.ts';

/** Winner interviews, hosting a competition, and hiring: the row a site shows before its admins add tiles. */
const builtInTiles = builtLinks([
  { key: 'interview', to: '/ranking/interview' },
  { key: 'sponsor', to: '/sponsorship' },
  { key: 'recruit', to: '/more/recruit' },
] as const);

/** The banner row under the lists: the admins' tiles, or the built-in three while there are none. */
export function BannerRow() {
  const { t } = useTranslation();
  const query = useBannersOf('tile');
  if (query.isPending) return null;
  const tiles = query.data ?? [];
  return (
    <section className="banner-row" aria-label={t('home.banners.label')}>
      {tiles.length > 0
        ? tiles.map((tile) => {
            const content = (
              <>
                {tile.image_url ? <img className="promo-image" src={tile.image_url} alt="" loading="lazy" /> : null}
                <strong>{tile.title}</strong>
                {tile.body ? <span>{tile.body}</span> : null}
              </>
            );
            const className = `promo-tile ${tile.image_url ? 'promo-pictured' : 'promo-sponsor'}`;
            return tile.link_url ? (
              <BannerLink key={tile.id} href={tile.link_url} className={className}>
                {content}
              </BannerLink>
            ) : (
              <div key={tile.id} className={className}>
                {content}
              </div>
            );
          })
        : builtInTiles.map((tile) => (
            <BannerLink key={tile.key} href={tile.to} className={`promo-tile promo-${tile.key}`}>
              <strong>{t(`home.banners.${tile.key}.title`)}</strong>
              <span>{t(`home.banners.${tile.key}.body`)}</span>
            </BannerLink>
          ))}
    </section>
  );
}
