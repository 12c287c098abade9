import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { useJoinTalentPool, useTalentEntry } from '../api/surveys-api.ts';
import { emptyTalentDraft, TalentPoolFields, talentInput } from './talent-pool-fields.tsx';
import { TalentPoolMembership } from '../talent-pool-membership.tsx';

/** On the job survey: the member's place in the talent pool, with leaving at any time, or joining once they answered. */
export function TalentPoolStatus({ canJoin }: { canJoin: boolean }) {
  const { t } = useTranslation();
  const entry = useTalentEntry();
  const join = useJoinTalentPool();
  const form = useFormErrors();
  const [draft, setDraft] = useState(emptyTalentDraft);
  if (entry.isPending || entry.isError || (!entry.data && !canJoin)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    join.mutate(talentInput(draft), { onError: form.show });
  };
  return (
    <section className="cpt-panel host-section" aria-label={t('survey.talent.title')} data-testid="talent-pool">
      <h2 className="section-title">{t('survey.talent.title')}</h2>
      {entry.data ? (
        <TalentPoolMembership entry={entry.data} />
      ) : (
        <form onSubmit={submit}>
          <TalentPoolFields draft={draft} onChange={setDraft} errors={form.errors} />
          {form.formError ? (
            <p className="field-error" role="alert">
              {form.formError}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary btn-sm" disabled={join.isPending}>
            {t('survey.talent.join')}
          </button>
        </form>
      )}
    </section>
  );
}
