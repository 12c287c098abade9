import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import { useHostNotice, useSaveNotice } from '../api/notices-api.ts';
import { ConsoleEditPage, useEditedId } from '../../editorial/console-edit-page.tsx';
import { NoticeForm, noticeFormValues } from './notice-form.tsx';

/** /host/notices/new and /host/notices/{id}: write or edit a notice (admins). */
export default function NoticeEditPage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const notice = useHostNotice(id);
  const save = useSaveNotice(id);
  return (
    <ConsoleEditPage
      id={id}
      listPath="/host/notices"
      listTitle={t('notice.host.notices.title')}
      title={id === null ? t('notice.host.notices.new') : t('notice.host.notices.edit')}
      item={notice}
      save={save}
    >
      {(item, onSave) => <NoticeForm key={item?.id ?? 'new'} initial={noticeFormValues(item)} onSave={onSave} saving={save.isPending} />}
    </ConsoleEditPage>
  );
}
