import './support.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';
import { TALK_BODY_MAX, TALK_TITLE_MAX } from '@madang/contracts/talkboard-limits';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.ts';
import { findMissingPostFields } from '../community/form/find-missing-post-fields.ts';
import { FormActions } from '../community/form/form-actions.tsx';
import { FormFrame } from '../community/form/form-frame.tsx';
import { MarkdownEditor } from '../community/form/markdown-editor.tsx';
import { OwnerOnly } from '../community/form/owner-only.tsx';
import { useCommunityError } from '../community/use-community-error.ts';
import { useSaveQuestion, useSupportQuestion, type QuestionInput } from './api/support-api.ts';

const EMPTY: QuestionInput = { title: '', content: '' };

/** `support/new` and `support/{id}/edit`: the question form; only its asker edits, and only until a host answers. */
export default function SupportFormPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <QuestionEditor questionId={null} initial={EMPTY} />;
  return <EditLoader questionId={Number(id)} />;
}

/** The asker of an answered question reads why it is locked; anyone but the asker finds no such page. */
function EditLoader({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const query = useSupportQuestion(questionId);
  if (query.data?.is_mine && !query.data.can_edit) {
    return (
      <p className="support-note" role="note">
        {t('competition.support.locked')}
      </p>
    );
  }
  return <OwnerOnly query={query}>{(question) => <QuestionEditor questionId={questionId} initial={{ title: question.title, content: question.content }} />}</OwnerOnly>;
}

function QuestionEditor({ questionId, initial }: { questionId: number | null; initial: QuestionInput }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const competition = useOutletContext<CompetitionDetail>();
  const base = competitionPath(competition, 'support');
  const save = useSaveQuestion();
  const errorText = useCommunityError();
  const [input, setInput] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof QuestionInput, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = { title: input.title.trim(), content: input.content.trim() };
    const missing = Object.entries(findMissingPostFields(trimmed));
    setFieldErrors(Object.fromEntries(missing.map(([field, key]) => [field, t(key)])));
    if (missing.length > 0) return;
    try {
      const saved = await save.mutateAsync(questionId ? { ...trimmed, sp_id: questionId } : { ...trimmed, cpt_id: competition.id });
      notify.success(questionId ? t('competition.support.form.saved') : t('competition.support.form.asked'));
      void navigate(lp(`${base}/${saved.sp_id}`));
    } catch (caught) {
      if (isApiError(caught) && caught.fields.length > 0) setFieldErrors(Object.fromEntries(caught.fields.map((field) => [field.field, field.detail])));
      else setError(errorText(caught));
    }
  };

  return (
    <FormFrame inCompetition heading={questionId ? t('competition.support.form.editTitle') : t('competition.support.form.newTitle')}>
      <form className="talk-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('competition.support.form.title')}
          value={input.title}
          maxLength={TALK_TITLE_MAX}
          required
          error={fieldErrors.title}
          onChange={(event) => setInput((current) => ({ ...current, title: event.target.value }))}
        />
        <MarkdownEditor
          ns="talk"
          value={input.content}
          maxLength={TALK_BODY_MAX}
          rows={10}
          error={fieldErrors.content}
          onChange={(content) => setInput((current) => ({ ...current, content }))}
        />
        <FormActions
          ns="talk"
          error={error}
          pending={save.isPending}
          submitLabel={questionId ? t('competition.support.form.save') : t('competition.support.form.submit')}
          onCancel={() => void navigate(lp(questionId ? `${base}/${questionId}` : base))}
        />
      </form>
    </FormFrame>
  );
}
