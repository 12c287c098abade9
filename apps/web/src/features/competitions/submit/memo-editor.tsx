import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_MEMO_MAX } from '@madang/contracts/submissions';
import { notify } from '../../../ui/toast.ts';
import { useUpdateMemo } from '../api/submission-api.ts';
import { useErrorText } from '../../../ui/use-error-text.ts';

/** A submission's memo, editable in place. */
export function MemoEditor({ competitionId, submissionId, memo }: { competitionId: number; submissionId: number; memo: string }) {
  const { t } = useTranslation();
  const update = useUpdateMemo(competitionId);
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <span className="cpt-memo">
        {memo ? <span className="cell-sub">{memo}</span> : null}
        <button type="button" className="link-btn cpt-memo-edit" onClick={() => setDraft(memo)}>
          {memo ? t('competition.submit.editMemo') : t('competition.submit.addMemo')}
        </button>
      </span>
    );
  }
  return (
    <form
      className="cpt-memo-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ submission_id: submissionId, memo: draft }, { onSuccess: () => setDraft(null), onError: (error) => notify.error(errorText(error)) });
      }}
    >
      <input
        aria-label={t('competition.submit.memo')}
        value={draft}
        maxLength={SUBMISSION_MEMO_MAX}
        onChange={(event) => setDraft(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the member pressed "edit memo", to be typed in at once
        autoFocus
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
        {t('common.save')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDraft(null)}>
        {t('competition.submit.cancel')}
      </button>
    </form>
  );
}
