import { useTranslation } from 'react-i18next';
import { useTalentEntry } from '../surveys/api/surveys-api.ts';
import { TalentPoolMembership } from '../surveys/talent-pool-membership.tsx';

/** A member in the talent pool can see their entry and leave it here too, not only on the job survey they joined from. */
export function TalentPoolSection() {
  const { t } = useTranslation();
  const entry = useTalentEntry();
  if (!entry.data) return null;
  return (
    <section className="card account-section" aria-labelledby="account-talent" data-testid="account-talent-pool">
      <h2 id="account-talent">{t('survey.talent.title')}</h2>
      <TalentPoolMembership entry={entry.data} />
      <p className="muted">{t('account.talentHelp')}</p>
    </section>
  );
}
