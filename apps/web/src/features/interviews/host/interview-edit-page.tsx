import '../../competitions/competition.css';
import '../../host/host.css';
import '../../notices/notices.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { InterviewInput } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Failed, Loading } from '../../competitions/parts/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostInterview, useSaveInterview } from '../api/interviews-api.ts';
import { InterviewForm, interviewFormValues } from './interview-form.tsx';

/** Loads the interview being edited (none for a new one), saves it and goes back to the console's list. */
function InterviewEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const interview = useHostInterview(id);
  const save = useSaveInterview(id);
  const onSave = async (input: InterviewInput) => {
    await save.mutateAsync(input);
    notify.success(t('notice.host.saved'));
    await navigate(lp('/host/interviews'));
  };
  if (id !== null && interview.isPending) return <Loading />;
  if (interview.isError) return <Failed text={t('notice.host.loadError')} onRetry={() => void interview.refetch()} />;
  return <InterviewForm key={interview.data?.id ?? 'new'} initial={interviewFormValues(interview.data)} onSave={onSave} saving={save.isPending} />;
}

/** /host/interviews/new and /host/interviews/{id}: write or edit a winner interview (admins). */
export default function InterviewEditPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const param = useParams().id;
  const id = param ? Number(param) : null;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/interviews')}>
        ← {t('notice.interview.host.title')}
      </Link>
      <h1 className="page-title">{id === null ? t('notice.interview.host.new') : t('notice.interview.host.edit')}</h1>
      <InterviewEditor id={id} />
    </div>
  );
}
