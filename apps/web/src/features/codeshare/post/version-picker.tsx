import { useTranslation } from 'react-i18next';
import type { CodePostDetail } from '@madang/contracts/codeshare';
import { formatPostDate } from '../../../lib/format/dates.ts';

/** Chooses which version of a post to read; shown once a post has more than one. */
export function VersionPicker({ post, onPick }: { post: CodePostDetail; onPick: (version: number | null) => void }) {
  const { t, i18n } = useTranslation();
  if (post.versions.length < 2) return null;
  return (
    <div className="code-versions">
      <label className="talk-field code-version-field">
        <span>{t('code.post.version')}</span>
        <select value={post.version} onChange={(event) => onPick(Number(event.target.value) === post.current_version ? null : Number(event.target.value))}>
          {[...post.versions].reverse().map((v) => (
            <option key={v.version} value={v.version}>
              {t('code.post.versionOption', { version: v.version, date: formatPostDate(v.c_time, i18n.language) })}
            </option>
          ))}
        </select>
      </label>
      {post.version !== post.current_version ? (
        <p className="talk-hidden-note" role="note">
          {t('code.post.oldVersion', { version: post.version })}{' '}
          <button type="button" className="link-btn" onClick={() => onPick(null)}>
            {t('code.post.latest')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
