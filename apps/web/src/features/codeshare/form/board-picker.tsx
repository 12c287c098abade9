import { useTranslation } from 'react-i18next';
import { useCompetitionList } from '../../competitions/api/competition-api.ts';

/** Where a new site-wide post goes: the community (no competition) or one of the competitions the member can see. */
export function BoardPicker({ value, onChange }: { value: number; onChange: (cptId: number, isOfficial: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const competitions = useCompetitionList({ sort: 'recent' });
  const items = competitions.data ?? [];
  return (
    <label className="talk-field">
      <span>{t('code.form.boardLabel')}</span>
      <select
        value={value}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(id, items.find((item) => item.id === id)?.is_official !== 0);
        }}
      >
        <option value={0}>{t('code.form.boardNone')}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title[i18n.language as 'ko' | 'en'] || item.title.ko}
          </option>
        ))}
      </select>
    </label>
  );
}
