import { useTranslation } from 'react-i18next';
import { linkify } from './linkify.ts';
import { useOutbox, type OutboxMail } from './use-outbox.ts';

function MailText({ text }: { text: string }) {
  return (
    <pre className="mail-text">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href}>
            {part.href}
          </a>
        ) : (
          part.value
        ),
      )}
    </pre>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card mail-card" data-testid="outbox-mail">
      <header>
        <h2>{mail.subject}</h2>
        <p className="muted">
          {t('devOutbox.to', { to: mail.to })} · <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toLocaleString(i18n.language)}</time>
        </p>
      </header>
      <MailText text={mail.text} />
    </article>
  );
}

/** /devTest: the mail outbox of a development server, so sign-up links can be followed without SMTP. */
export default function DevOutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  let content: React.ReactNode;
  if (outbox.isPending) content = <p role="status">{t('common.loading')}</p>;
  else if (outbox.isError) content = <p role="alert">{t('devOutbox.error')}</p>;
  else if (outbox.data === null) content = <p>{t('devOutbox.disabled')}</p>;
  else if (outbox.data.length === 0) content = <p className="empty-state">{t('devOutbox.empty')}</p>;
  else content = outbox.data.map((mail) => <MailCard key={mail.id} mail={mail} />);
  return (
    <div className="container page-pad">
      <h1 className="page-title">{t('devOutbox.title')}</h1>
      <p className="muted">{t('devOutbox.lead')}</p>
      <div className="mail-list">{content}</div>
    </div>
  );
}
