import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field.tsx';
import type { HostMetric } from '../api/host-api.ts';
import { errorAt, type CompetitionFormState } from '../lib/competition-form.ts';
import { focusFirstError } from '../../../ui/focus-first-error.ts';
import { metricDescription, metricOption } from '../lib/metric-label.ts';
import { CheckField, LocalizedField, SelectField, type Errors } from './form-controls.tsx';
import { ImageField } from './image-field.tsx';
import { PrizeFields, SponsorFields } from './list-fields.tsx';

interface Props {
  initial: CompetitionFormState;
  mode: 'create' | 'edit';
  metrics: HostMetric[];
  errors: Errors;
  /** A refusal that names no field. */
  formError: string | null;
  pending: boolean;
  /** Published: the end moves only through "extend" or the close, not here. */
  endLocked?: boolean;
  onSubmit: (state: CompetitionFormState) => void;
}

/**
 * The competition's settings. Creating asks only the basics (names, host segment, dates, metric,
 * limits); editing adds the cover, prizes and sponsors. The pages are edited one at a time in their
 * own tab (pages-editor.tsx), so neither form is a wall of editors.
 */
export function CompetitionForm({ initial, mode, metrics, errors, formError, pending, endLocked = false, onSubmit }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save brings the first named field into view, however far down the form it is.
  useEffect(() => focusFirstError(formRef.current), [errors]);
  const set = <K extends keyof CompetitionFormState>(key: K, value: CompetitionFormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const text = (key: keyof CompetitionFormState) => ({
    value: state[key] as string,
    error: errorAt(errors, key),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });
  const metric = metrics.find((m) => m.name === state.metric);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(state);
  };

  return (
    <form ref={formRef} className="host-form" onSubmit={submit} noValidate data-testid="competition-form">
      {formError ? (
        <p className="field-error host-error-summary" role="alert" data-testid="form-error-summary">
          {formError}
        </p>
      ) : null}
      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.form.basics')}</h2>
        <Field label={t('host.form.slug')} {...text('slug')} disabled={mode === 'edit'} required hint={t('host.form.slugHint')} />
        <LocalizedField label={t('host.form.title')} path="title" value={state.title} onChange={(v) => set('title', v)} errors={errors} required />
        <LocalizedField label={t('host.form.summary')} path="summary" value={state.summary} onChange={(v) => set('summary', v)} errors={errors} />
        <div className="host-grid">
          <SelectField
            label={t('host.form.host')}
            value={state.is_official ? 'official' : 'open'}
            onChange={(e) => set('is_official', e.target.value === 'official')}
            options={[
              { value: 'official', label: t('host.form.official') },
              { value: 'open', label: t('host.form.open') },
            ]}
          />
          <SelectField
            label={t('host.form.kind')}
            value={state.kind}
            onChange={(e) => set('kind', e.target.value as CompetitionFormState['kind'])}
            options={[
              { value: 'competition', label: t('host.form.kindCompetition') },
              { value: 'hackathon', label: t('host.form.kindHackathon') },
            ]}
          />
          <SelectField
            label={t('host.form.status')}
            value={state.status}
            error={errors.status}
            onChange={(e) => set('status', e.target.value as CompetitionFormState['status'])}
            options={[
              { value: 'active', label: t('host.status.active') },
              { value: 'practice', label: t('host.status.practice') },
            ]}
          />
        </div>
      </section>

      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.form.schedule')}</h2>
        <p className="cell-sub">{t('host.form.kst')}</p>
        <div className="host-grid">
          <Field type="datetime-local" label={t('host.form.startsAt')} {...text('starts_at')} required />
          <Field type="datetime-local" label={t('host.form.endsAt')} {...text('ends_at')} required disabled={endLocked} hint={endLocked ? t('host.form.endLocked') : undefined} />
          <Field type="datetime-local" label={t('host.form.mergeDeadline')} {...text('team_merge_deadline')} />
        </div>
      </section>

      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.form.scoring')}</h2>
        <div className="host-grid">
          <SelectField
            label={t('host.form.metric')}
            value={state.metric}
            error={errorAt(errors, 'metric')}
            onChange={(e) => setState((s) => ({ ...s, metric: e.target.value, metric_options: {} }))}
            options={[{ value: '', label: t('host.form.metricChoose') }, ...metrics.map((m) => metricOption(t, m))]}
          />
          {metric?.options.map((option) => (
            <Field
              key={option.name}
              label={option.name}
              hint={option.description}
              placeholder={String(option.defaultValue)}
              value={state.metric_options[option.name] ?? ''}
              error={errors[`metric_options.${option.name}`]}
              onChange={(e) => set('metric_options', { ...state.metric_options, [option.name]: e.target.value })}
            />
          ))}
        </div>
        {metric ? <p className="cell-sub">{metricDescription(t, metric)}</p> : null}
      </section>

      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.form.limits')}</h2>
        <div className="host-grid">
          <Field type="number" min={1} label={t('host.form.dailyLimit')} {...text('daily_limit')} />
          <Field type="number" min={1} label={t('host.form.totalLimit')} hint={t('host.form.totalLimitHint')} {...text('total_limit')} />
          <Field type="number" min={1} label={t('host.form.finalLimit')} {...text('final_limit')} />
          <Field type="number" min={1} label={t('host.form.maxRows')} {...text('max_rows')} />
          <Field type="number" min={0.01} step="any" label={t('host.form.maxFileMb')} {...text('max_file_mb')} />
          <Field label={t('host.form.fileExtension')} {...text('file_extension')} />
          <Field type="number" min={1} label={t('host.form.teamSize')} {...text('team_size_max')} />
          <SelectField
            label={t('host.form.affiliation')}
            value={state.affiliation_rule}
            onChange={(e) => set('affiliation_rule', e.target.value as CompetitionFormState['affiliation_rule'])}
            options={[
              { value: 'any', label: t('host.form.affiliationAny') },
              { value: 'same', label: t('host.form.affiliationSame') },
            ]}
          />
          <SelectField
            label={t('host.form.access')}
            value={state.access}
            onChange={(e) => set('access', e.target.value as CompetitionFormState['access'])}
            options={[
              { value: 'public', label: t('host.form.accessPublic') },
              { value: 'invited', label: t('host.form.accessInvited') },
            ]}
          />
        </div>
        {state.access === 'invited' ? <p className="cell-sub">{t('host.form.accessInvitedHint')}</p> : null}
        <CheckField label={t('host.form.requiresPhone')} checked={state.requires_phone} onChange={(v) => set('requires_phone', v)} />
      </section>

      {mode === 'edit' ? (
        <>
          <section className="cpt-panel host-section">
            <h2 className="cpt-section-title">{t('host.image.coverTitle')}</h2>
            <ImageField
              shape="cover"
              label={t('host.image.cover')}
              value={state.cover_image_url}
              error={errorAt(errors, 'cover_image_url')}
              onChange={(url) => set('cover_image_url', url)}
            />
          </section>

          <PrizeFields rows={state.prizes} onChange={(rows) => set('prizes', rows)} errors={errors} />
          <SponsorFields rows={state.sponsors} onChange={(rows) => set('sponsors', rows)} errors={errors} />
        </>
      ) : null}

      <div className="host-submit">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {mode === 'create' ? t('host.form.create') : t('host.form.save')}
        </button>
      </div>
    </form>
  );
}
