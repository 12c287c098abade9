import '../../../styles/console.css';
import '../surveys.css';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { surveyKinds } from '@madang/contracts/surveys';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Field } from '../../../ui/field.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText, useFormErrors } from '../../../ui/use-form-errors.ts';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { draftOf, emptyDraft, inputOf, newQuestion, type SurveyDraft } from './survey-draft.ts';
import { useHostSurvey, usePublishSurvey, useSaveSurvey } from './surveys-console-api.ts';

function PublishButton({ id, published }: { id: number; published: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishSurvey(id);
  const errorText = useActionErrorText();
  return (
    <button
      type="button"
      className={published ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'}
      disabled={publish.isPending}
      onClick={() =>
        publish.mutate(!published, {
          onSuccess: () => notify.success(t(published ? 'survey.console.unpublishedToast' : 'survey.console.publishedToast')),
          onError: (error) => notify.error(errorText(error)),
        })
      }
    >
      {published ? t('survey.console.unpublish') : t('survey.console.publish')}
    </button>
  );
}

/** The builder's form: kind, texts in both languages, dates, and the questions in order. */
function SurveyForm({ id, initial }: { id: number | null; initial: SurveyDraft }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const save = useSaveSurvey(id);
  const form = useFormErrors();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<SurveyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setQuestion = (index: number, question: SurveyDraft['questions'][number]) => set({ questions: draft.questions.map((item, i) => (i === index ? question : item)) });
  const move = (index: number, by: -1 | 1) => {
    const questions = [...draft.questions];
    const [moved] = questions.splice(index, 1);
    questions.splice(index + by, 0, moved!);
    set({ questions });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    save.mutate(inputOf(draft), {
      onSuccess: (survey) => {
        notify.success(t('survey.console.saved'));
        if (id === null) void navigate(lp(`/host/surveys/${survey.id}`), { replace: true });
      },
      onError: form.show,
    });
  };
  const { errors } = form;
  return (
    <form className="host-stack" onSubmit={submit} noValidate>
      <section className="cpt-panel host-section">
        <label className="field survey-select">
          <span>{t('survey.console.kind')}</span>
          <select className="host-select" value={draft.kind} onChange={(event) => set({ kind: event.target.value as SurveyDraft['kind'] })}>
            {surveyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`survey.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind === 'winner' ? (
          <Field
            type="number"
            min={1}
            label={t('survey.console.competitionId')}
            hint={t('survey.console.competitionHint')}
            value={draft.competitionId}
            error={errors.competition_id}
            onChange={(e) => set({ competitionId: e.target.value })}
          />
        ) : null}
        <Field label={t('survey.console.titleKo')} value={draft.title.ko} error={errors['title.ko']} onChange={(e) => set({ title: { ...draft.title, ko: e.target.value } })} />
        <Field label={t('survey.console.titleEn')} value={draft.title.en} error={errors['title.en']} onChange={(e) => set({ title: { ...draft.title, en: e.target.value } })} />
        <label className="field survey-select">
          <span>{t('survey.console.descriptionKo')}</span>
          <textarea className="survey-textarea" rows={3} value={draft.description.ko} onChange={(e) => set({ description: { ...draft.description, ko: e.target.value } })} />
        </label>
        <label className="field survey-select">
          <span>{t('survey.console.descriptionEn')}</span>
          <textarea className="survey-textarea" rows={3} value={draft.description.en} onChange={(e) => set({ description: { ...draft.description, en: e.target.value } })} />
        </label>
        <div className="host-inline">
          <Field type="datetime-local" label={t('survey.console.opensAt')} value={draft.opensAt} error={errors.opens_at} onChange={(e) => set({ opensAt: e.target.value })} />
          <Field type="datetime-local" label={t('survey.console.closesAt')} value={draft.closesAt} error={errors.closes_at} onChange={(e) => set({ closesAt: e.target.value })} />
        </div>
      </section>
      <h2 className="section-title">{t('survey.console.questions')}</h2>
      {errors.questions ? <p className="field-error">{errors.questions}</p> : null}
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          question={question}
          index={index}
          count={draft.questions.length}
          errors={errors}
          onChange={(next) => setQuestion(index, next)}
          onMove={(by) => move(index, by)}
          onRemove={() => set({ questions: draft.questions.filter((_, i) => i !== index) })}
        />
      ))}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => set({ questions: [...draft.questions, newQuestion(draft.questions)] })}>
        {t('survey.console.addQuestion')}
      </button>
      {form.formError ? (
        <p className="field-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="host-inline">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('survey.console.save')}
        </button>
        <Link className="btn btn-ghost" to={lp('/host/surveys')}>
          {t('survey.console.back')}
        </Link>
      </div>
    </form>
  );
}

function SurveyEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const survey = useHostSurvey(id);
  const [initial, setInitial] = useState<SurveyDraft | null>(id === null ? emptyDraft() : null);
  useEffect(() => {
    if (survey.data && initial === null) setInitial(draftOf(survey.data));
  }, [survey.data, initial]);
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('survey.console.builder')}</h1>
        {id !== null && survey.data ? (
          <div className="host-inline">
            <PublishButton id={id} published={survey.data.published} />
            <Link className="btn btn-outline btn-sm" to={lp(`/host/surveys/${id}/results`)}>
              {t('survey.console.results')}
            </Link>
          </div>
        ) : null}
      </header>
      {id !== null && survey.isPending ? <Loading /> : null}
      {survey.isError ? <Failed onRetry={() => void survey.refetch()} /> : null}
      {initial ? <SurveyForm id={id} initial={initial} /> : null}
    </div>
  );
}

/** /host/surveys/new and /host/surveys/{id} (admins): build a survey, save it, publish it. */
export default function SurveyEditPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  // A new survey's first save moves to its own address: the editor starts again from what was saved.
  return <SurveyEditor key={id ?? 'new'} id={id} />;
}
