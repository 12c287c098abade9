import type { PolicyDocument } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { Modal } from '../../ui/modal.tsx';
import { MarkdownText } from './markdown-text.tsx';
import { usePolicyDocument } from './use-policy-document.ts';

interface Props {
  document: PolicyDocument;
  onClose: () => void;
}

/** Terms, privacy policy and marketing consent, fetched when opened. */
export default function PolicyPopup({ document, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = usePolicyDocument(document, locale);
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
          <MarkdownText source={query.data} />
        )}
      </div>
    </Modal>
  );
}
