import '../../competitions/competition.css';
import '../../host/host.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { NoticeInput } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Failed, Loading } from '../../competitions/parts/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostNotice, useSaveNotice } from '../api/notices-api.ts';
import { NoticeForm, noticeFormValues } from './notice-form.tsx';

/** Loads the notice being edited (none for a new one), saves it and goes back to the console's list. */
function NoticeEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const notice = useHostNotice(id);
  const save = useSaveNotice(id);
  const onSave = async (input: NoticeInput) => {
    await save.mutateAsync(input);
    notify.success(t('notice.host.saved'));
    await navigate(lp('/host/notices'));
  };
  if (id !== null && notice.isPending) return <Loading />;
  if (notice.isError) return <Failed text={t('notice.host.loadError')} onRetry={() => void notice.refetch()} />;
  return <NoticeForm key={notice.data?.id ?? 'new'} initial={noticeFormValues(notice.data)} onSave={onSave} saving={save.isPending} />;
}

/** /host/notices/new and /host/notices/{id}: write or edit a notice (admins). */
export default function NoticeEditPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const param = useParams().id;
  const id = param ? Number(param) : null;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/notices')}>
        ← {t('notice.host.notices.title')}
      </Link>
      <h1 className="page-title">{id === null ? t('notice.host.notices.new') : t('notice.host.notices.edit')}</h1>
      <NoticeEditor id={id} />
    </div>
  );
}
