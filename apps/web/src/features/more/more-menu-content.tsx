import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadsToBuiltPage } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';

const specGroups = [
  {
    title: 'more.ranking',
    links: [
      { to: '/ranking', label: 'more.userRanking' },
      { to: '/ranking/info', label: 'more.tierSystem' },
    ],
  },
  {
    title: 'more.support',
    links: [
      { to: '/more/notice', label: 'more.notice' },
      { to: '/more/faq', label: 'more.faq' },
      { to: '/more/join', label: 'more.participationRules' },
      { to: '/more/about', label: 'more.about' },
    ],
  },
];

/** The groups as far as their pages exist. */
const groups = specGroups
  .map((group) => ({ ...group, links: group.links.filter((link) => leadsToBuiltPage(link.to)) }))
  .filter((group) => group.links.length > 0);
const PROMO_TARGET = '/edu/online';

/** The More menu (spec section 2), shared by the /more page and the bottom bar's full-screen menu. */
export function MoreMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="more-menu">
      {leadsToBuiltPage(PROMO_TARGET) ? (
        <Link to={lp(PROMO_TARGET)} className="promo-card" onClick={onNavigate}>
          <span className="promo-eyebrow">{t('more.promoEyebrow')}</span>
          <strong>{t('more.promoTitle')}</strong>
          <span>{t('more.promoBody')}</span>
        </Link>
      ) : null}
      {groups.map((group) => (
        <section key={group.title} className="more-group" aria-labelledby={`more-${group.title}`}>
          <h2 id={`more-${group.title}`}>{t(group.title)}</h2>
          <ul className="list-menu">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={lp(link.to)} onClick={onNavigate}>
                  {t(link.label)}
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
