import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { useLatch } from '../../../ui/use-latch.ts';
import { useDeletePost, useReport } from '../api/community-api.ts';
import type { CommunityBoard } from '../board.ts';
import { useCommunityError } from '../use-community-error.ts';

// The dialogs (and their focus trap and scroll lock) load when one first opens: reading a post needs neither.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));
const ConfirmDialog = lazy(() => import('../../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A post page's report dialog (for the post or one of its comments) and its delete confirmation, which
 * goes back to the board's list once the post is gone. Render `dialogs` once on the page.
 */
export function usePostDialogs(board: CommunityBoard, postId: number, listPath: string) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const errorText = useCommunityError();
  const report = useReport(board, postId);
  const remove = useDeletePost(board);
  // `{}` reports the post itself; a reply id, one of its comments.
  const [reporting, setReporting] = useState<{ reply_id?: number } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reportMounted = useLatch(reporting !== null);
  const confirmMounted = useLatch(confirmDelete);

  const deletePost = async () => {
    setConfirmDelete(false);
    try {
      await remove.mutateAsync(postId);
      notify.success(t(`${board.ns}.post.deleted`));
      void navigate(lp(listPath));
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  const dialogs = (
    <Suspense fallback={null}>
      {reportMounted ? (
        <ReportDialog
          open={reporting !== null}
          send={(details) => report.mutateAsync({ ...reporting, ...details })}
          sending={report.isPending}
          maxLength={board.reasonMax}
          onClose={() => setReporting(null)}
        />
      ) : null}
      {confirmMounted ? (
        <ConfirmDialog
          open={confirmDelete}
          title={t(`${board.ns}.post.deleteTitle`)}
          body={t(`${board.ns}.post.deleteBody`)}
          confirmLabel={t(`${board.ns}.post.delete`)}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void deletePost()}
        />
      ) : null}
    </Suspense>
  );

  return {
    reportPost: () => setReporting({}),
    reportComment: (replyId: number) => setReporting({ reply_id: replyId }),
    askDelete: () => setConfirmDelete(true),
    dialogs,
  };
}
