import { useTranslation } from 'react-i18next';
import { useSmsOutbox } from './use-outbox.ts';

/** The SMS side of /devTest: each text with its number, so a verification code can be read off. */
export function SmsList() {
  const { t, i18n } = useTranslation();
  const outbox = useSmsOutbox();
  if (outbox.isPending) return <p role="status">{t('common.loading')}</p>;
  if (outbox.isError) return <p role="alert">{t('devOutbox.error')}</p>;
  if (outbox.data === null) return <p>{t('devOutbox.smsDisabled')}</p>;
  if (outbox.data.length === 0) return <p className="empty-state">{t('devOutbox.smsEmpty')}</p>;
  return outbox.data.map((sms) => (
    <article key={sms.id} className="card mail-card" data-testid="outbox-sms">
      <p className="muted">
        {t('devOutbox.to', { to: sms.to })} · <time dateTime={sms.createdAt}>{new Date(sms.createdAt).toLocaleString(i18n.language)}</time>
      </p>
      <pre className="mail-text">{sms.text}</pre>
    </article>
  ));
}
