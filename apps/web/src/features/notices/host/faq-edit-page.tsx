import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import { useHostFaqEntry, useSaveFaq } from '../api/notices-api.ts';
import { ConsoleEditPage, useEditedId } from '../../editorial/console-edit-page.tsx';
import { FaqForm, faqFormValues } from './faq-form.tsx';

/** /host/faq/new and /host/faq/{id}: write or edit an FAQ entry (admins). */
export default function FaqEditPage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const entry = useHostFaqEntry(id);
  const save = useSaveFaq(id);
  return (
    <ConsoleEditPage
      id={id}
      listPath="/host/faq"
      listTitle={t('notice.host.faq.title')}
      title={id === null ? t('notice.host.faq.new') : t('notice.host.faq.edit')}
      item={entry}
      save={save}
    >
      {(item, onSave) => <FaqForm key={item?.id ?? 'new'} initial={faqFormValues(item)} onSave={onSave} saving={save.isPending} />}
    </ConsoleEditPage>
  );
}
