import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileHeader as Head } from '@madang/contracts/profiles';
import { openLoginPopup } from '../../../app/app-state.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { notify } from '../../../ui/toast.ts';
import { useSession } from '../../session/use-session.ts';
import { useFollow } from '../api/profile-api.ts';
import type { ImageKind } from '../edit/image-cropper-dialog.tsx';
import { AboutEditor } from './about-editor.tsx';
import { FollowListDialog } from './follow-list-dialog.tsx';

// The cropper (canvas work) is fetched only when the owner opens it.
const ImageCropperDialog = lazy(() => import('../edit/image-cropper-dialog.tsx'));

/** Cover, picture, name, introduction, links and follows; the owner's edit controls. */
export function ProfileHeader({ head }: { head: Head }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const follow = useFollow(head.id);
  const [cropping, setCropping] = useState<ImageKind | null>(null);
  const [editing, setEditing] = useState(false);
  const [listing, setListing] = useState<'followers' | 'following' | null>(null);

  const toggleFollow = () => {
    if (!isLoggedIn) return openLoginPopup();
    follow.mutate(!head.is_following, { onError: (error) => notify.error(apiErrorText(error, t)) });
  };

  return (
    <header className="profile-head">
      <div className="profile-cover" style={head.cover ? { backgroundImage: `url("${head.cover}")` } : undefined} data-testid="profile-cover">
        {head.is_mine ? (
          <button type="button" className="btn btn-light btn-sm profile-cover-edit" onClick={() => setCropping('cover')}>
            {t('profile.editCover')}
          </button>
        ) : null}
      </div>
      <div className="profile-head-main">
        <div className="profile-avatar" data-testid="profile-avatar">
          <Avatar user={head} size={120} />
          {head.is_mine ? (
            <button type="button" className="btn btn-light btn-sm profile-avatar-edit" onClick={() => setCropping('picture')}>
              {t('profile.editPicture')}
            </button>
          ) : null}
        </div>
        <div className="profile-identity">
          <h1 className="profile-name">{head.name}</h1>
          <p className="profile-meta muted">
            <span className={`profile-tier tier-${head.tier}`}>{t(`profile.tier.${head.tier}`)}</span>
            <span>{t('profile.level', { level: head.level })}</span>
            {head.rank !== null ? <span>{t('profile.rank', { rank: head.rank })}</span> : null}
            <button type="button" className="profile-count" data-testid="follower-count" onClick={() => setListing('followers')}>
              {t('profile.followers', { count: head.followers })}
            </button>
            <button type="button" className="profile-count" onClick={() => setListing('following')}>
              {t('profile.following', { count: head.following })}
            </button>
          </p>
        </div>
        <div className="profile-actions">
          {head.is_mine ? (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
              {t('profile.editAbout')}
            </button>
          ) : (
            <button type="button" className={head.is_following ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'} disabled={follow.isPending} onClick={toggleFollow}>
              {head.is_following ? t('profile.unfollow') : t('profile.follow')}
            </button>
          )}
        </div>
      </div>
      {editing ? (
        <AboutEditor head={head} onClose={() => setEditing(false)} />
      ) : (
        <div className="profile-about">
          <p className={head.introduction ? 'profile-intro' : 'profile-intro muted'}>{head.introduction || (head.is_mine ? t('profile.noIntroMine') : t('profile.noIntro'))}</p>
          {head.links.length > 0 ? (
            <ul className="profile-links">
              {head.links.map((link) => (
                <li key={link}>
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                    {link.replace(/^https?:\/\//, '')}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {listing ? <FollowListDialog userId={head.id} kind={listing} onClose={() => setListing(null)} /> : null}
      <Suspense fallback={null}>{cropping ? <ImageCropperDialog kind={cropping} onClose={() => setCropping(null)} /> : null}</Suspense>
    </header>
  );
}
