import '../talk.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { talkCategories } from '@madang/contracts/talkboard-limits';
import type { TalkCategory } from '@madang/contracts/talkboard';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { useSavePost, useTalkPost, type PostInput } from '../api/talk-api.ts';
import { useBoard } from '../use-board.ts';
import { findMissingPostFields } from '../../community/form/find-missing-post-fields.ts';
import { FormFrame } from '../../community/form/form-frame.tsx';
import { OwnerOnly } from '../../community/form/owner-only.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { type FormField, PostForm } from './post-form.tsx';

const EMPTY: PostInput = { title: '', content: '', category: 'general', video_url: null, subject_cpt_id: null, subject_edu_id: null };

const isCategory = (value: string | null): value is TalkCategory => talkCategories.includes(value as TalkCategory);

/** `.../new` (`?category=` as a community tab asks), `/forum/new-video` and `.../{id}/edit`: the post form, saved through POST or PUT /talkboard/v3. */
export default function TalkFormPage() {
  const { id } = useParams<{ id?: string }>();
  const category = useSearchParams()[0].get('category');
  if (!id) return <PostEditor postId={null} initial={isCategory(category) ? { ...EMPTY, category } : EMPTY} />;
  return <EditLoader postId={Number(id)} />;
}

function EditLoader({ postId }: { postId: number }) {
  return (
    <OwnerOnly query={useTalkPost(postId)}>
      {(post) => (
        <PostEditor
          postId={postId}
          initial={{
            title: post.title,
            content: post.content,
            category: post.tbType,
            video_url: post.video_url,
            subject_cpt_id: post.subject.cpt?.id ?? null,
            subject_edu_id: post.subject.edu?.id ?? null,
          }}
        />
      )}
    </OwnerOnly>
  );
}

function PostEditor({ postId, initial }: { postId: number | null; initial: PostInput }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const board = useBoard();
  const save = useSavePost();
  const errorText = useCommunityError();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormField, string>>>({});
  const isVideo = pathname.endsWith('/new-video');
  const start = isVideo ? { ...initial, category: 'video' as const } : initial;
  const title = postId ? t('talk.form.editTitle') : isVideo ? t('talk.form.newVideoTitle') : t('talk.form.newTitle');

  const submit = async (input: PostInput) => {
    setError(null);
    const missing = Object.entries(findMissingPostFields(input));
    setFieldErrors(Object.fromEntries(missing.map(([field, key]) => [field, t(key)])));
    if (missing.length > 0) return;
    try {
      const saved = await save.mutateAsync(postId ? { ...input, tb_id: postId } : { ...input, cpt_id: board.cptId });
      notify.success(postId ? t('talk.form.saved') : t('talk.form.posted'));
      void navigate(lp(`${board.base}/${saved.tb_id}`));
    } catch (caught) {
      if (isApiError(caught) && caught.fields.length > 0) {
        setFieldErrors(Object.fromEntries(caught.fields.map((field) => [field.field, field.detail])));
      } else {
        setError(errorText(caught));
      }
    }
  };

  return (
    <FormFrame inCompetition={board.competition !== null} heading={title}>
      <PostForm
        initial={start}
        withVideo={isVideo}
        withSubject={board.competition === null}
        submitLabel={postId ? t('talk.form.save') : t('talk.form.submit')}
        pending={save.isPending}
        error={error}
        fieldErrors={fieldErrors}
        onSubmit={(input) => void submit(input)}
        onCancel={() => void navigate(lp(postId ? `${board.base}/${postId}` : board.base))}
      />
    </FormFrame>
  );
}
