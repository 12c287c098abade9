import type { PolicyDocument } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { Modal } from '../../ui/modal.tsx';
import { usePolicy } from '../site-pages/api/site-pages-api.ts';

interface Props {
  document: PolicyDocument;
  onClose: () => void;
}

/** Terms, privacy policy and marketing consent: the version in effect, fetched when opened, the same text /policy shows. */
export default function PolicyPopup({ document, onClose }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const query = usePolicy(document);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t(`policy.${document}`)} testId={`policy-${document}`}>
      <div className="doc-scroll">
        {query.isPending ? (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        ) : query.isError ? (
          <div role="alert" className="inline-error">
            <p>{t('policy.loadFailed')}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <>
            <p className="muted">{t('policy.version', { version: query.data.version, date: query.data.effective_on })}</p>
            <Markdown source={query.data.body} testId={`policy-${document}-text`} />
          </>
        )}
      </div>
      <p>
        <Link to={lp(`/policy?doc=${document}`)} onClick={onClose}>
          {t('policy.allVersions')}
        </Link>
      </p>
    </Modal>
  );
}
