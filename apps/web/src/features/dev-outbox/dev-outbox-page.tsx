import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { linkify } from './linkify.ts';
import { KakaoCertList } from './kakao-cert-list.tsx';
import { SmsList } from './sms-list.tsx';
import './dev-outbox.css';
import { useOutbox, type OutboxMail } from './use-outbox.ts';
import { Loading } from '../../ui/query-state.tsx';

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

function MailList() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  if (outbox.isPending) return <Loading />;
  if (outbox.isError) return <p role="alert">{t('devOutbox.error')}</p>;
  if (outbox.data === null) return <p>{t('devOutbox.disabled')}</p>;
  if (outbox.data.length === 0) return <p className="empty-state">{t('devOutbox.empty')}</p>;
  return outbox.data.map((mail) => <MailCard key={mail.id} mail={mail} />);
}

type Tab = 'mail' | 'sms' | 'kakao';
const TABS: Tab[] = ['mail', 'sms', 'kakao'];
const leadOf: Record<Tab, string> = { mail: 'devOutbox.lead', sms: 'devOutbox.smsLead', kakao: 'devOutbox.kakaoLead' };
const labelOf: Record<Tab, string> = { mail: 'devOutbox.mailTab', sms: 'devOutbox.smsTab', kakao: 'devOutbox.kakaoTab' };

/**
 * /devTest: the mail and SMS outboxes and the Kakao verification requests of a development server, so sign-up links,
 * phone codes and Kakao approvals can be followed without SMTP, SMS or KakaoTalk.
 */
export default function DevOutboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((each) => each === params.get('tab')) ?? 'mail';
  const show = (next: Tab) => setParams(next === 'mail' ? {} : { tab: next }, { replace: true });
  return (
    <div className="container page-pad">
      <h1 className="page-title">{t('devOutbox.title')}</h1>
      <p className="muted">{t(leadOf[tab])}</p>
      <div className="tabs outbox-tabs" role="tablist" aria-label={t('devOutbox.title')}>
        {TABS.map((each) => (
          <button key={each} type="button" role="tab" aria-selected={tab === each} onClick={() => show(each)} data-testid={`outbox-${each}-tab`}>
            {t(labelOf[each])}
          </button>
        ))}
      </div>
      <div className="mail-list" role="tabpanel">
        {tab === 'sms' ? <SmsList /> : tab === 'kakao' ? <KakaoCertList /> : <MailList />}
      </div>
    </div>
  );
}
