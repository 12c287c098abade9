import './code-uploads.css';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format/bytes.ts';
import { formatPostDate } from '../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useCodeFiles } from './code-upload-api.ts';

/** In the console's submissions section of a closed competition: the code and write-ups the winning teams uploaded. */
export function HostCodeUploads({ competitionId }: { competitionId: number }) {
  const { t, i18n } = useTranslation();
  const files = useCodeFiles(competitionId);
  return (
    <section className="cpt-panel host-section host-code-uploads" aria-labelledby="host-code-title" data-testid="host-code-uploads">
      <h2 id="host-code-title" className="cpt-section-title">
        {t('host.codeUploads.title')}
      </h2>
      <p className="muted">{t('host.codeUploads.intro')}</p>
      {files.isPending ? <Loading /> : null}
      {files.isError ? <Failed onRetry={() => void files.refetch()} /> : null}
      {files.data && files.data.items.length === 0 ? <Empty text={t('host.codeUploads.empty')} /> : null}
      {files.data && files.data.items.length > 0 ? (
        <ul className="winner-code-files">
          {files.data.items.map((file) => (
            <li key={file.id}>
              <strong>{file.team_name}</strong>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>
              <span className="muted">
                {formatBytes(file.size_bytes)} · {file.uploader?.name ?? '—'} · {formatPostDate(file.c_time, i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
