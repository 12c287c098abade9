import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast.ts';
import { useSubmitSample, type CreatedSubmission } from '../api/submission-api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';

/** Submits the competition's sample file, once per team, after a confirmation. */
export function SampleButton({ competitionId, used, disabled, onDone }: { competitionId: number; used: boolean; disabled: boolean; onDone: (created: CreatedSubmission) => void }) {
  const { t } = useTranslation();
  const sample = useSubmitSample(competitionId);
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" disabled={disabled || used || sample.isPending} onClick={() => setConfirming(true)}>
        {used ? t('competition.submit.sampleUsed') : t('competition.submit.sample')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('competition.submit.sampleTitle')}
        body={t('competition.submit.sampleBody')}
        confirmLabel={t('competition.submit.send')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          sample.mutate(t('competition.submit.sampleMemo'), { onSuccess: onDone, onError: (error) => notify.error(errorText(error)) });
        }}
      />
    </>
  );
}
