import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TALK_BODY_MAX, TALK_TITLE_MAX, talkCategories } from '@madang/contracts/talkboard-limits';
import type { TalkCategory } from '@madang/contracts/talkboard';
import { Field } from '../../../ui/field.tsx';
import { CategoryOptions } from '../../community/form/category-options.tsx';
import { FormActions } from '../../community/form/form-actions.tsx';
import { MarkdownEditor } from '../../community/form/markdown-editor.tsx';
import { VideoField } from '../../community/form/video-field.tsx';
import type { PostInput } from '../api/talk-api.ts';
import { CompetitionSubjectField, ProjectSubjectField } from './subject-fields.tsx';

interface Props {
  initial: PostInput;
  withVideo: boolean;
  /** Forum posts may name what they are about; a competition's board is about its competition already. */
  withSubject: boolean;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  fieldErrors: Partial<Record<FormField, string>>;
  onSubmit: (input: PostInput) => void;
  onCancel: () => void;
}

export type FormField = 'title' | 'content' | 'video_url' | 'subject_cpt_id' | 'subject_edu_id';

/**
 * Title, category, markdown text with a write/preview switch, for video posts the video address, and on the
 * forum the competition of a looking-for-team post or the project of a learning question.
 */
export function PostForm({ initial, withVideo, withSubject, submitLabel, pending, error, fieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState<PostInput>(initial);
  const set = <K extends keyof PostInput>(key: K, value: PostInput[K]) => setInput((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      ...input,
      title: input.title.trim(),
      content: input.content.trim(),
      video_url: input.video_url?.trim() || null,
      // Only the shown choice is sent: a subject picked under another category does not stay behind.
      subject_cpt_id: withSubject && input.category === 'team' ? input.subject_cpt_id : null,
      subject_edu_id: withSubject && input.category === 'eduquestion' ? input.subject_edu_id : null,
    });
  };
  return (
    <form className="talk-form" onSubmit={submit} noValidate>
      <Field
        label={t('talk.form.titleLabel')}
        value={input.title}
        maxLength={TALK_TITLE_MAX}
        required
        error={fieldErrors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <label className="talk-field">
        <span>{t('talk.form.categoryLabel')}</span>
        <select value={input.category} onChange={(event) => set('category', event.target.value as TalkCategory)}>
          <CategoryOptions ns="talk" categories={talkCategories} />
        </select>
      </label>
      {withSubject && input.category === 'team' ? (
        <CompetitionSubjectField value={input.subject_cpt_id} error={fieldErrors.subject_cpt_id} onChange={(id) => set('subject_cpt_id', id)} />
      ) : null}
      {withSubject && input.category === 'eduquestion' ? (
        <ProjectSubjectField value={input.subject_edu_id} error={fieldErrors.subject_edu_id} onChange={(id) => set('subject_edu_id', id)} />
      ) : null}
      {withVideo || input.video_url ? <VideoField value={input.video_url ?? ''} error={fieldErrors.video_url} onChange={(url) => set('video_url', url)} /> : null}
      <MarkdownEditor
        ns="talk"
        value={input.content}
        maxLength={TALK_BODY_MAX}
        rows={14}
        error={fieldErrors.content}
        onChange={(content) => set('content', content)}
        previewTestId="talk-preview"
      />
      <FormActions ns="talk" error={error} pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
