import { rankingAffiliations, rankingRegions, type RankingMyInfo } from '@madang/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useSaveRankingCategory } from './ranking-api.ts';

/** The member's own ranking categories: one affiliation and one region, either may be left out. */
export function CategoryForm({ mine }: { mine: RankingMyInfo }) {
  const { t } = useTranslation();
  const save = useSaveRankingCategory();
  const [affiliation, setAffiliation] = useState(mine.affiliation ?? '');
  const [region, setRegion] = useState(mine.region ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { affiliation: (affiliation || null) as RankingMyInfo['affiliation'], region: (region || null) as RankingMyInfo['region'] },
      { onSuccess: () => notify.success(t('ranking.category.saved')), onError: () => notify.error(t('ranking.category.failed')) },
    );
  };

  return (
    <form className="ranking-category-form" onSubmit={submit}>
      <label className="field">
        <span>{t('ranking.category.affiliation')}</span>
        <select value={affiliation} onChange={(e) => setAffiliation(e.target.value)}>
          <option value="">{t('ranking.category.none')}</option>
          {rankingAffiliations.map((value) => (
            <option key={value} value={value}>
              {t(`ranking.category.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('ranking.category.region')}</span>
        <select value={region} onChange={(e) => setRegion(e.target.value)}>
          <option value="">{t('ranking.category.none')}</option>
          {rankingRegions.map((value) => (
            <option key={value} value={value}>
              {t(`ranking.category.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-outline btn-sm" disabled={save.isPending}>
        {t('ranking.category.save')}
      </button>
    </form>
  );
}
