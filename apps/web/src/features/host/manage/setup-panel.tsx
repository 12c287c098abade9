import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { notify } from '../../../ui/toast.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { formatScore } from '../../../lib/format/score.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useDeleteDataFile, usePublish, useSetupCheck, useUploadDataFile, useUploadTruth, type HostCompetition, type HostMetric } from '../api/host-api.ts';
import { CheckField, SelectField } from '../form/form-controls.tsx';
import { Field } from '../../../ui/field.tsx';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { metricDescription, metricOption } from '../lib/metric-label.ts';

/** Data files, the ground truth with its metric, and the check that decides whether a draft may be published. */
export function SetupPanel({ competition, metrics }: { competition: HostCompetition; metrics: HostMetric[] }) {
  const { t } = useTranslation();
  const check = useSetupCheck(competition.id);
  const publish = usePublish(competition.id);
  const remove = useDeleteDataFile(competition.id);
  return (
    <div className="host-stack">
      <DataFileForm competitionId={competition.id} />
      <TruthForm competition={competition} metrics={metrics} />
      <section className="cpt-panel host-section" data-testid="setup-check">
        <h2 className="cpt-section-title">{t('host.check.title')}</h2>
        {check.isPending ? <Loading /> : null}
        {check.isError ? <Failed onRetry={() => void check.refetch()} /> : null}
        {check.data ? (
          <>
            <h3 className="host-sub">{t('host.check.files')}</h3>
            {check.data.data_files.length === 0 ? <p className="cell-sub">{t('host.check.noFiles')}</p> : null}
            <ul className="host-files">
              {check.data.data_files.map((file) => (
                <li key={file.id}>
                  <span className="mono">{file.name}</span> <span className="cell-sub">{formatBytes(file.size_bytes)}</span>
                  {file.is_sample ? <span className="chip chip-quiet">{t('host.data.sample')}</span> : null}
                  {/* A published competition's files are replaced by uploading the same name, never removed. */}
                  {!competition.published ? (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={remove.isPending}
                      aria-label={t('host.data.deleteOne', { name: file.name })}
                      onClick={() =>
                        remove.mutate(file.id, { onSuccess: () => notify.success(t('host.data.deleted', { name: file.name })), onError: (e) => notify.error(apiErrorText(e, t)) })
                      }
                    >
                      {t('host.data.delete')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <h3 className="host-sub">{t('host.check.truth')}</h3>
            <p className="cell-sub">
              {check.data.truth
                ? t('host.check.truthInfo', { rows: check.data.truth.rows, version: check.data.truth.version, header: check.data.truth.header.join(', ') })
                : t('host.check.noTruth')}
            </p>
            {check.data.sample_score ? (
              <p data-testid="sample-score">
                {t('host.check.sampleScore', { public: formatScore(check.data.sample_score.public), private: formatScore(check.data.sample_score.private) })}
              </p>
            ) : null}
            {check.data.problems.length ? (
              <ul className="host-problems" data-testid="setup-problems">
                {check.data.problems.map((problem) => (
                  <li key={problem.key}>{problem.detail}</li>
                ))}
              </ul>
            ) : (
              <p className="cpt-callout cpt-callout-ok">{t('host.check.ready')}</p>
            )}
            {!competition.published ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={check.data.problems.length > 0 || publish.isPending}
                onClick={() => publish.mutate(undefined, { onSuccess: () => notify.success(t('host.check.published')), onError: (e) => notify.error(apiErrorText(e, t)) })}
              >
                {t('host.check.publish')}
              </button>
            ) : (
              <p className="cell-sub">{t('host.check.alreadyPublished')}</p>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}

function DataFileForm({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const upload = useUploadDataFile(competitionId);
  const progress = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [isSample, setIsSample] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(
      { file, isSample, onProgress: progress.onProgress },
      {
        onSuccess: () => {
          notify.success(t('host.data.uploaded', { name: file.name }));
          setFile(null);
          setIsSample(false);
        },
        onSettled: progress.stop,
      },
    );
  };
  return (
    <form className="cpt-panel host-section" onSubmit={submit}>
      <h2 className="cpt-section-title">{t('host.data.title')}</h2>
      <p className="cell-sub">{t('host.data.lead')}</p>
      <FilePicker
        label={t('host.data.file')}
        file={file}
        onChange={setFile}
        disabled={upload.isPending}
        progress={progress.progress}
        error={upload.isError ? apiErrorText(upload.error, t) : undefined}
      />
      <CheckField label={t('host.data.markSample')} checked={isSample} onChange={setIsSample} />
      <button type="submit" className="btn btn-primary btn-sm" disabled={!file || upload.isPending}>
        {upload.isPending ? t('host.uploading') : t('host.data.upload')}
      </button>
    </form>
  );
}

// The scorer reads the ground truth as CSV; any data file goes, as the host's competition needs.
const TRUTH_RULES = { accept: ['.csv'] };

function TruthForm({ competition, metrics }: { competition: HostCompetition; metrics: HostMetric[] }) {
  const { t } = useTranslation();
  const upload = useUploadTruth(competition.id);
  const progress = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [metric, setMetric] = useState(competition.form.metric);
  const [options, setOptions] = useState<Record<string, string>>(competition.form.metric_options);
  const [splitColumn, setSplitColumn] = useState('');
  const chosen = metrics.find((m) => m.name === metric);
  const closed = competition.form.status === 'closed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const filled = Object.fromEntries(Object.entries(options).filter(([name, v]) => v.trim() && chosen?.options.some((o) => o.name === name)));
    upload.mutate(
      { file, metric, options: filled, splitColumn, onProgress: progress.onProgress },
      { onSuccess: (result) => notify.success(t('host.truth.uploaded', { rows: result.rows })), onSettled: progress.stop },
    );
  };
  return (
    <form className="cpt-panel host-section" onSubmit={submit}>
      <h2 className="cpt-section-title">{t('host.truth.title')}</h2>
      <p className="cell-sub">{t('host.truth.lead')}</p>
      <FilePicker label={t('host.truth.file')} rules={TRUTH_RULES} file={file} onChange={setFile} disabled={closed || upload.isPending} progress={progress.progress} />
      <div className="host-grid">
        <SelectField
          label={t('host.form.metric')}
          value={metric}
          onChange={(e) => {
            setMetric(e.target.value);
            setOptions({});
          }}
          options={metrics.map((m) => metricOption(t, m))}
        />
        {chosen?.options.map((option) => (
          <Field
            key={option.name}
            label={option.name}
            hint={option.description}
            placeholder={String(option.defaultValue)}
            value={options[option.name] ?? ''}
            onChange={(e) => setOptions({ ...options, [option.name]: e.target.value })}
          />
        ))}
        {chosen ? <p className="cell-sub">{metricDescription(t, chosen)}</p> : null}
        <Field label={t('host.truth.splitColumn')} placeholder="Usage" value={splitColumn} onChange={(e) => setSplitColumn(e.target.value)} hint={t('host.truth.splitHint')} />
      </div>
      {upload.isError ? (
        <p className="field-error" role="alert">
          {apiErrorText(upload.error, t)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-sm" disabled={!file || upload.isPending || closed}>
        {upload.isPending ? t('host.uploading') : t('host.truth.upload')}
      </button>
    </form>
  );
}
