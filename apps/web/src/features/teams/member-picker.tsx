import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useMemberSearch } from './team-api.ts';

/** Names matching what the leader types, offered under the nickname field; picking one fills it in. */
export function MemberPicker({ competitionId, typed, onPick }: { competitionId: number; typed: string; onPick: (name: string) => void }) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(typed.trim(), 250);
  const search = useMemberSearch(competitionId, settled, true);
  const names = search.data ?? [];
  // Once the field holds exactly one offered name, there is nothing left to choose.
  if (!settled || (names.length === 1 && names[0]!.name === typed.trim())) return null;
  return (
    <div className="team-picker" aria-live="polite">
      {search.isSuccess && names.length === 0 ? (
        <p className="team-muted">{t('team.invite.noMatch')}</p>
      ) : (
        <ul className="team-picker-list" aria-label={t('team.invite.suggestions')} data-testid="member-suggestions">
          {names.map((member) => (
            <li key={member.user_id}>
              <button type="button" className="team-picker-option" onClick={() => onPick(member.name)}>
                {member.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
