import '../../competitions/competition.css';
import '../../host/host.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { FaqInput } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Failed, Loading } from '../../competitions/parts/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostFaqEntry, useSaveFaq } from '../api/notices-api.ts';
import { FaqForm, faqFormValues } from './faq-form.tsx';

function FaqEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const entry = useHostFaqEntry(id);
  const save = useSaveFaq(id);
  const onSave = async (input: FaqInput) => {
    await save.mutateAsync(input);
    notify.success(t('notice.host.saved'));
    await navigate(lp('/host/faq'));
  };
  if (id !== null && entry.isPending) return <Loading />;
  if (entry.isError) return <Failed text={t('notice.host.loadError')} onRetry={() => void entry.refetch()} />;
  return <FaqForm key={entry.data?.id ?? 'new'} initial={faqFormValues(entry.data)} onSave={onSave} saving={save.isPending} />;
}

/** /host/faq/new and /host/faq/{id}: write or edit an FAQ entry (admins). */
export default function FaqEditPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const param = useParams().id;
  const id = param ? Number(param) : null;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/faq')}>
        ← {t('notice.host.faq.title')}
      </Link>
      <h1 className="page-title">{id === null ? t('notice.host.faq.new') : t('notice.host.faq.edit')}</h1>
      <FaqEditor id={id} />
    </div>
  );
}
