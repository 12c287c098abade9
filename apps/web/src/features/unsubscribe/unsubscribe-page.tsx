import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeLink } from '@madang/contracts/unsubscribe';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { useUnsubscribe, useUnsubscribeState } from './unsubscribe-api.ts';
import './unsubscribe.css';

/** The marketing mail's link: /api/unsubscribe?id&from&type&sig. */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link: UnsubscribeLink = { id: Number(search.get('id')), from: search.get('from') ?? '', type: search.get('type') ?? '', sig: search.get('sig') ?? '' };
  return (
    <div className="container narrow page-pad">
      <div className="card unsubscribe-card" data-testid="unsubscribe">
        <h1 className="page-title">{t('account.unsubscribe.title')}</h1>
        {link.id > 0 && link.sig ? <UnsubscribeBody link={link} /> : <p role="alert">{t('errors.unsubscribe_link_invalid')}</p>}
      </div>
    </div>
  );
}

function UnsubscribeBody({ link }: { link: UnsubscribeLink }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const state = useUnsubscribeState(link);
  const unsubscribe = useUnsubscribe(link);

  if (state.isPending) return <p role="status">{t('account.unsubscribe.checking')}</p>;
  if (state.isError) return <p role="alert">{apiErrorText(state.error, t)}</p>;
  const { email, subscribed } = state.data;
  return (
    <>
      {subscribed ? (
        <>
          <p>{t('account.unsubscribe.what', { email })}</p>
          <p className="muted">{t('account.unsubscribe.stays')}</p>
          {unsubscribe.isError ? <p role="alert">{apiErrorText(unsubscribe.error, t)}</p> : null}
          <button type="button" className="btn btn-primary" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {t('account.unsubscribe.confirm')}
          </button>
        </>
      ) : (
        <>
          <p role="status" data-testid="unsubscribe-done">
            {t('account.unsubscribe.done', { email })}
          </p>
          <FeedbackForm link={link} />
        </>
      )}
      <p className="muted unsubscribe-back">
        {t('account.unsubscribe.back')} <Link to={lp('/account')}>{t('account.unsubscribe.backLink')}</Link>
      </p>
    </>
  );
}
