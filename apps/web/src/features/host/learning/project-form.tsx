import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eduAccessKinds, eduCategories, eduLevels, type EduAuthoringProject, type EduProjectInput, type LocalizedText } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { LocalizedField, MarkdownField, SelectField } from '../form/form-controls.tsx';
import { ImageField } from '../form/image-field.tsx';
import { useFormErrors } from '../../../ui/use-form-errors.ts';

type ProjectValues = Required<Omit<EduProjectInput, 'competition_id' | 'cover_url' | 'position' | 'summary' | 'description'>> & {
  summary: LocalizedText;
  description: LocalizedText;
  cover_url: string;
  competition_id: string;
  position: string;
};

const blank = { ko: '', en: '' };
const emptyProject: ProjectValues = {
  slug: '',
  category: 'pandas',
  level: 'beginner',
  access: 'free',
  title: blank,
  summary: blank,
  description: blank,
  cover_url: '',
  competition_id: '',
  position: '0',
};

export const projectValues = (project: EduAuthoringProject | undefined): ProjectValues =>
  project
    ? {
        slug: project.slug,
        category: project.category,
        level: project.level,
        access: project.access,
        title: project.title,
        summary: project.summary,
        description: project.description,
        cover_url: project.cover_url ?? '',
        competition_id: project.competition_id === null ? '' : String(project.competition_id),
        position: String(project.position),
      }
    : emptyProject;

const toInput = (values: ProjectValues): EduProjectInput => ({
  ...values,
  cover_url: values.cover_url || null,
  competition_id: values.competition_id.trim() ? Number(values.competition_id) : null,
  position: Number(values.position) || 0,
});

/** The project's own fields: slug, subject, level, who may learn it, texts in both languages, cover and competition. */
export function ProjectForm({
  initial,
  onSave,
  saving,
  submitLabel,
}: {
  initial: ProjectValues;
  onSave: (input: EduProjectInput) => Promise<unknown>;
  saving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const set = <K extends keyof ProjectValues>(key: K, value: ProjectValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    await onSave(toInput(values)).catch(show);
  };
  const options = <T extends string>(list: readonly T[], prefix: string) => list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <form className="host-form cpt-panel host-section" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('host.learning.form.slug')}
        value={values.slug}
        onChange={(e) => set('slug', e.target.value)}
        error={errors.slug}
        hint={t('host.learning.form.slugHint')}
        required
        autoComplete="off"
      />
      <div className="host-pair">
        <SelectField
          label={t('host.learning.subject')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as ProjectValues['category'])}
          options={options(eduCategories, 'host.learning.category')}
          error={errors.category}
        />
        <SelectField
          label={t('host.learning.form.level')}
          value={values.level}
          onChange={(e) => set('level', e.target.value as ProjectValues['level'])}
          options={options(eduLevels, 'host.learning.level')}
          error={errors.level}
        />
      </div>
      <div className="host-pair">
        <SelectField
          label={t('host.learning.form.access')}
          value={values.access}
          onChange={(e) => set('access', e.target.value as ProjectValues['access'])}
          options={options(eduAccessKinds, 'host.learning.access')}
          error={errors.access}
        />
        <Field
          label={t('host.learning.form.position')}
          type="number"
          min={0}
          max={10000}
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
          error={errors.position}
          hint={t('host.learning.form.positionHint')}
        />
      </div>
      <LocalizedField label={t('host.learning.form.title')} value={values.title} onChange={(v) => set('title', v)} errors={errors} path="title" required />
      <LocalizedField label={t('host.learning.form.summary')} value={values.summary} onChange={(v) => set('summary', v)} errors={errors} path="summary" />
      <MarkdownField
        label={t('host.learning.form.description')}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors['description.ko'] ?? errors['description.en']}
      />
      <ImageField label={t('host.learning.form.cover')} value={values.cover_url} onChange={(url) => set('cover_url', url)} error={errors.cover_url} shape="cover" />
      <Field
        label={t('host.learning.form.competition')}
        type="number"
        min={1}
        value={values.competition_id}
        onChange={(e) => set('competition_id', e.target.value)}
        error={errors.competition_id}
        hint={t('host.learning.form.competitionHint')}
      />
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
