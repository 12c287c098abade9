import { useTranslation } from 'react-i18next';
import { talentLevels, talentWishes, type TalentPoolInput } from '@madang/contracts/surveys';
import { Field } from '../../../ui/field.tsx';

export interface TalentDraft {
  join: boolean;
  skills: string;
  level: TalentPoolInput['level'];
  wish: TalentPoolInput['wish'];
  consent: boolean;
}

export const emptyTalentDraft: TalentDraft = { join: false, skills: '', level: 'beginner', wish: 'full_time', consent: false };

/** The draft as the API takes it; the consent is sent as ticked, so the server refuses an unticked one. */
export const talentInput = (draft: TalentDraft) =>
  ({
    skills: draft.skills
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean),
    level: draft.level,
    wish: draft.wish,
    consent: draft.consent,
  }) as TalentPoolInput;

/** The talent pool's opt-in: the consent text first, then skills, level, the work wanted and the consent tick. */
export function TalentPoolFields({ draft, onChange, errors }: { draft: TalentDraft; onChange: (draft: TalentDraft) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const set = (patch: Partial<TalentDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="survey-talent">
      <p className="cell-sub">{t('survey.talent.consentText')}</p>
      <Field
        label={t('survey.talent.skills')}
        value={draft.skills}
        onChange={(event) => set({ skills: event.target.value })}
        error={errors['talent_pool.skills']}
        placeholder="python, sql"
      />
      <div className="host-inline">
        <label className="field survey-select">
          <span>{t('survey.talent.level')}</span>
          <select className="host-select" value={draft.level} onChange={(event) => set({ level: event.target.value as TalentDraft['level'] })}>
            {talentLevels.map((level) => (
              <option key={level} value={level}>
                {t(`survey.levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field survey-select">
          <span>{t('survey.talent.wish')}</span>
          <select className="host-select" value={draft.wish} onChange={(event) => set({ wish: event.target.value as TalentDraft['wish'] })}>
            {talentWishes.map((wish) => (
              <option key={wish} value={wish}>
                {t(`survey.wishes.${wish}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="survey-choice">
        <input type="checkbox" checked={draft.consent} onChange={(event) => set({ consent: event.target.checked })} />
        <span>{t('survey.talent.consent')}</span>
      </label>
      {errors['talent_pool.consent'] ? (
        <p className="field-error" role="alert">
          {errors['talent_pool.consent']}
        </p>
      ) : null}
    </div>
  );
}
