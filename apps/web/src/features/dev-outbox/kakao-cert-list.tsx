import { useTranslation } from 'react-i18next';
import { useAnswerKakaoCert, useKakaoCertOutbox } from './use-outbox.ts';

/** The Kakao side of /devTest: each verification request with who it names, approved or declined here in place of KakaoTalk. */
export function KakaoCertList() {
  const { t, i18n } = useTranslation();
  const outbox = useKakaoCertOutbox();
  const answer = useAnswerKakaoCert();
  if (outbox.isPending) return <p role="status">{t('common.loading')}</p>;
  if (outbox.isError) return <p role="alert">{t('devOutbox.error')}</p>;
  if (outbox.data === null) return <p>{t('devOutbox.kakaoDisabled')}</p>;
  if (outbox.data.length === 0) return <p className="empty-state">{t('devOutbox.kakaoEmpty')}</p>;
  return outbox.data.map((request) => (
    <article key={request.txId} className="card mail-card" data-testid="outbox-kakao">
      <p className="muted">
        {t('devOutbox.to', { to: request.phone })} · <time dateTime={request.createdAt}>{new Date(request.createdAt).toLocaleString(i18n.language)}</time>
      </p>
      <p>
        {request.name} · {request.birthday} · <strong data-testid="outbox-kakao-state">{t(`devOutbox.kakaoState.${request.state}`)}</strong>
      </p>
      {request.state === 'waiting' ? (
        <div className="outbox-actions">
          <button type="button" className="btn btn-primary btn-sm" disabled={answer.isPending} onClick={() => answer.mutate({ txId: request.txId, answer: 'approve' })}>
            {t('devOutbox.approve')}
          </button>
          <button type="button" className="btn btn-outline btn-sm" disabled={answer.isPending} onClick={() => answer.mutate({ txId: request.txId, answer: 'reject' })}>
            {t('devOutbox.reject')}
          </button>
        </div>
      ) : null}
    </article>
  ));
}
