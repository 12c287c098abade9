import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadsToBuiltPage } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { languageMenu, moreMenuGroups } from '../../app/menus.ts';
import { LanguageSwitch } from '../../layouts/footer/language-switch.tsx';
import { useSession } from '../session/use-session.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';

const PROMO_TARGET = '/edu/online';

/** The More menu (spec section 2), shared by the /more page and the bottom bar's full-screen menu; hosts also find their console, and everyone the language. */
export function MoreMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();

  return (
    <div className="more-menu">
      {leadsToBuiltPage(PROMO_TARGET) ? (
        <Link to={lp(PROMO_TARGET)} className="promo-card" onClick={onNavigate}>
          <span className="promo-eyebrow">{t('more.promoEyebrow')}</span>
          <strong>{t('more.promoTitle')}</strong>
          <span>{t('more.promoBody')}</span>
        </Link>
      ) : null}
      {moreMenuGroups(user).map((group) => (
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
      <section className="more-group" aria-labelledby="more-language">
        <h2 id="more-language">{t(languageMenu.label)}</h2>
        <LanguageSwitch testId="more-language-switch" />
      </section>
    </div>
  );
}
