import '../../../styles/console.css';
import '../../../styles/article.css';
import { useTranslation } from 'react-i18next';
import { ConsoleEditPage, useEditedId } from '../../editorial/console-edit-page.tsx';
import { useHostInterview, useSaveInterview } from '../api/interviews-api.ts';
import { InterviewForm, interviewFormValues } from './interview-form.tsx';

/** /host/interviews/new and /host/interviews/{id}: write or edit a winner interview (admins). */
export default function InterviewEditPage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const interview = useHostInterview(id);
  const save = useSaveInterview(id);
  return (
    <ConsoleEditPage
      id={id}
      listPath="/host/interviews"
      listTitle={t('notice.interview.host.title')}
      title={id === null ? t('notice.interview.host.new') : t('notice.interview.host.edit')}
      item={interview}
      save={save}
    >
      {(item, onSave) => <InterviewForm key={item?.id ?? 'new'} initial={interviewFormValues(item)} onSave={onSave} saving={save.isPending} />}
    </ConsoleEditPage>
  );
}
