import { TEAM_NAME_MAX, type TeamInfo } from '@madang/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { checkTeamName, type TeamActions } from './team-api.ts';

type Availability = 'idle' | 'checking' | 'available' | 'taken';

/** The leader renames the team; the name is checked for availability while typing. */
export function TeamNameForm({ competitionId, team, actions }: { competitionId: number; team: TeamInfo; actions: TeamActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(team.team_name);
  const [availability, setAvailability] = useState<Availability>('idle');
  const wanted = useDebouncedValue(name.trim(), 300);

  useEffect(() => setName(team.team_name), [team.team_name]);
  useEffect(() => {
    if (!wanted || wanted === team.team_name) return setAvailability('idle');
    let current = true;
    setAvailability('checking');
    checkTeamName(competitionId, wanted)
      .then((free) => current && setAvailability(free ? 'available' : 'taken'))
      .catch(() => current && setAvailability('idle'));
    return () => {
      current = false;
    };
  }, [competitionId, wanted, team.team_name]);

  const trimmed = name.trim();
  const canSave = trimmed !== '' && trimmed !== team.team_name && availability === 'available' && wanted === trimmed;
  const hint =
    availability === 'idle' ? t('team.name.hint') : availability === 'available' ? t('team.name.available') : availability === 'checking' ? t('team.name.checking') : undefined;

  return (
    <form
      className="team-name-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        actions.rename.mutate(trimmed, {
          onSuccess: () => notify.success(t('team.name.saved')),
          onError: (error) => notify.error(errorText(error)),
        });
      }}
    >
      <Field
        label={t('team.name.label')}
        value={name}
        maxLength={TEAM_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        hint={hint}
        error={availability === 'taken' ? t('team.name.taken') : undefined}
        action={
          <button type="submit" className="btn btn-primary" disabled={!canSave || actions.rename.isPending}>
            {t('team.name.save')}
          </button>
        }
      />
    </form>
  );
}
