import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSUBSCRIBE_FEEDBACK_MAX, type UnsubscribeLink, unsubscribeReasons } from '@madang/contracts/unsubscribe';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { useUnsubscribeFeedback } from './unsubscribe-api.ts';

type Reason = (typeof unsubscribeReasons)[number];

/** Why the member left: optional, sent once they have unsubscribed. */
export function FeedbackForm({ link }: { link: UnsubscribeLink }) {
  const { t } = useTranslation();
  const textId = useId();
  const send = useUnsubscribeFeedback();
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (send.isSuccess) {
    return (
      <p role="status" data-testid="unsubscribe-feedback-thanks">
        {t('account.unsubscribe.feedbackThanks')}
      </p>
    );
  }

  const toggle = (reason: Reason, on: boolean) => setReasons((current) => (on ? [...current, reason] : current.filter((r) => r !== reason)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasons.length === 0 && text.trim() === '') return setError(t('errors.unsubscribe_feedback_empty'));
    setError(undefined);
    send.mutate({ ...link, reasons, text }, { onError: (failure) => setError(apiErrorText(failure, t)) });
  };

  return (
    <form className="unsubscribe-feedback" onSubmit={submit} noValidate data-testid="unsubscribe-feedback">
      <fieldset>
        <legend>{t('account.unsubscribe.feedbackTitle')}</legend>
        {unsubscribeReasons.map((reason) => (
          <label key={reason} className="check">
            <input type="checkbox" checked={reasons.includes(reason)} onChange={(e) => toggle(reason, e.target.checked)} />
            {t(`account.unsubscribe.reasons.${reason}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={textId}>{t('account.unsubscribe.feedbackText')}</label>
        <textarea id={textId} rows={4} maxLength={UNSUBSCRIBE_FEEDBACK_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary" disabled={send.isPending}>
        {t('account.unsubscribe.feedbackSend')}
      </button>
    </form>
  );
}
