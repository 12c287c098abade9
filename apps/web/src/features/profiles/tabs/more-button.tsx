import { useTranslation } from 'react-i18next';

/** Loads the next page of a profile list. */
export function MoreButton({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <button type="button" className="btn btn-outline btn-sm profile-more" disabled={loading} onClick={onMore}>
      {loading ? t('common.loading') : t('profile.more')}
    </button>
  );
}
