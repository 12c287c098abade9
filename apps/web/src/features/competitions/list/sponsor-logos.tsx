import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';

type Sponsor = CompetitionListItem['sponsors'][number];

/** A sponsor's logo, or its name when the logo cannot be shown. */
function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const [broken, setBroken] = useState(!sponsor.logo_url);
  if (broken) return <span className="sponsor-name">{sponsor.name}</span>;
  return <img src={sponsor.logo_url} alt={sponsor.name} height={22} loading="lazy" onError={() => setBroken(true)} />;
}

export function SponsorLogos({ sponsors }: { sponsors: Sponsor[] }) {
  const { t } = useTranslation();
  if (sponsors.length === 0) return null;
  return (
    <ul className="sponsor-logos" aria-label={t('competition.card.sponsors')}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.name}>
          <SponsorLogo sponsor={sponsor} />
        </li>
      ))}
    </ul>
  );
}
