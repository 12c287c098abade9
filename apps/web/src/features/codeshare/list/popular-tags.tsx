import { useTranslation } from 'react-i18next';
import { usePopularTags } from '../api/code-api.ts';

/** The board's most used tags; choosing one searches the tags for it. */
export function PopularTags({ cptId, onPick }: { cptId: number; onPick: (tag: string) => void }) {
  const { t } = useTranslation();
  const tags = usePopularTags(cptId);
  if (!tags.data || tags.data.length === 0) return null;
  return (
    <section className="code-popular" aria-labelledby="code-popular-heading">
      <h2 id="code-popular-heading">{t('code.list.popularTags')}</h2>
      <ul className="code-tags">
        {tags.data.map(({ tag, count }) => (
          <li key={tag}>
            <button type="button" className="link-btn" onClick={() => onPick(tag)}>
              #{tag} <span className="muted">{count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
