import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { useSession } from '../../session/use-session.ts';
import { useCompetitionData, useDownloadLink } from '../api/competition-api.ts';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { localized } from '../../../lib/format/localized.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { ChallengeNeededPopup, type ChallengeStep } from '../../../ui/challenge-needed-popup.tsx';
import { NoDataPopup } from '../../../ui/no-data-popup.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { knownErrorKey } from '../../../lib/api/api-error-key.ts';

/** Starts the browser's download of a signed link without leaving the page. */
function startDownload(url: string, name: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** /competitions/{host}/{name}/data: the files, downloadable through signed links once the rules are accepted. */
export default function DataPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const competition = useCurrentCompetition();
  const query = useCompetitionData(competition.id);
  const download = useDownloadLink(competition.id);
  const errorText = useErrorText();
  const [missingStep, setMissingStep] = useState<ChallengeStep | null>(null);
  const [gone, setGone] = useState(false);

  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed onRetry={() => void query.refetch()} />;
  const { files, agreed, description } = query.data;

  // Before the rules are accepted a download opens the popup that leads to them; a file removed since the list loaded says so.
  const onDownload = (fileId: number) => {
    if (!agreed) return setMissingStep('agreement');
    if (download.isPending) return;
    download.mutate(fileId, {
      onSuccess: (link) => startDownload(link.url, link.name),
      onError: (error) => {
        const known = knownErrorKey(error);
        if (known === 'agreementRequired') setMissingStep('agreement');
        else if (known === 'joinRequired') setMissingStep('join');
        else if (isApiError(error) && error.messageKey === 'not_found') setGone(true);
        else notify.error(errorText(error));
      },
    });
  };

  return (
    <div className="cpt-data">
      <h2 className="cpt-section-title">{t('competition.data.title')}</h2>
      <Markdown source={localized(description, i18n.language)} />
      {!isLoggedIn ? (
        <div className="cpt-callout">
          <p>{t('competition.data.loginFirst')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1, location.pathname)}>
            {t('competition.data.login')}
          </button>
        </div>
      ) : !agreed ? (
        <div className="cpt-callout" data-testid="data-agreement-needed">
          <p>{t('competition.errors.agreementRequired')}</p>
          <Link className="btn btn-primary" to={lp(competitionPath(competition, 'agreement'))}>
            {t('competition.data.toAgreement')}
          </Link>
        </div>
      ) : null}
      <div className="cpt-table-wrap">
        <table className="cpt-table cpt-cards" role="table">
          <caption className="sr-only">{t('competition.data.files')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('competition.data.name')}
              </th>
              <th scope="col" role="columnheader" className="hide-narrow">
                {t('competition.data.description')}
              </th>
              <th scope="col" role="columnheader">
                {t('competition.data.size')}
              </th>
              <th scope="col" role="columnheader">
                <span className="sr-only">{t('competition.data.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {files.map((file) => (
              <tr key={file.id} role="row">
                <td role="cell" className="cpt-card-head">
                  <span className="mono">{file.name}</span>
                  {file.is_sample ? <span className="chip chip-quiet">{t('competition.data.sample')}</span> : null}
                  <span className="cell-sub show-narrow">{localized(file.description, i18n.language)}</span>
                </td>
                <td role="cell" className="hide-narrow">
                  {localized(file.description, i18n.language)}
                </td>
                <td role="cell" className="nowrap" data-label={t('competition.data.size')}>
                  {formatBytes(file.size_bytes)}
                </td>
                <td role="cell" className="cpt-card-action">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    // While a refetch may still bring the agreement just given, the button waits rather than open the popup.
                    disabled={!agreed && query.isFetching}
                    // Busy rather than disabled while its link is asked for: a disabled button drops the focus a popup hands back.
                    aria-disabled={download.isPending && download.variables === file.id}
                    onClick={() => onDownload(file.id)}
                    aria-label={t('competition.data.downloadFile', { name: file.name })}
                  >
                    {t('competition.data.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChallengeNeededPopup step={missingStep} onClose={() => setMissingStep(null)} to={lp(competitionPath(competition, 'agreement'))} />
      <NoDataPopup
        open={gone}
        onClose={() => {
          setGone(false);
          void query.refetch();
        }}
      />
    </div>
  );
}
