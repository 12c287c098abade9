import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useFollowList } from '../api/profile-api.ts';
import { MoreButton } from '../tabs/more-button.tsx';

/** The member's followers or the people they follow, each a link to their profile. */
export function FollowListDialog({ userId, kind, onClose }: { userId: number; kind: 'followers' | 'following'; onClose: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const list = useFollowList(userId, kind);
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Modal open onOpenChange={(open) => (open ? null : onClose())} title={t(`profile.followList.${kind}`)} testId="follow-list">
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed onRetry={() => void list.refetch()} />
      ) : people.length === 0 ? (
        <p className="muted">{t(`profile.followList.${kind}None`)}</p>
      ) : (
        <ul className="follow-list">
          {people.map((person) => (
            <li key={person.id}>
              <Link to={lp(`/myprofile/${person.id}/home`)} onClick={onClose} className="follow-person">
                <Avatar user={person} size={36} />
                <span>{person.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={!!list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Modal>
  );
}
