import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import type { CommunityBoard } from '../board.ts';

/** The author's edit link (when `editPath` is given) and the delete button, under a post. */
/** The edit link when `editPath` is given, and delete when `onDelete` is (an admin edits a fixed inquiry post but does not delete it). */
export function OwnerActions({ board, editPath, onDelete }: { board: CommunityBoard; editPath: string | null; onDelete?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="talk-owner-actions">
      {editPath ? (
        <Link className="btn btn-outline btn-sm" to={lp(editPath)}>
          {t(`${board.ns}.post.edit`)}
        </Link>
      ) : null}
      {onDelete ? (
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete}>
          {t(`${board.ns}.post.delete`)}
        </button>
      ) : null}
    </div>
  );
}
