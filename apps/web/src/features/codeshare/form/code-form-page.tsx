import '../code.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { FormFrame } from '../../community/form/form-frame.tsx';
import { OwnerOnly } from '../../community/form/owner-only.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { useCodePost, useSaveCode, type CodeInput } from '../api/code-api.ts';
import { useCodeBoard } from '../use-code-board.ts';
import { codePostPath } from '@madang/contracts/codeshare';
import { BoardPicker } from './board-picker.tsx';
import { CodeForm, type CodeFieldErrors, type CodeFormValue } from './code-form.tsx';

const EMPTY: CodeInput = { title: '', category: 'eda', tags: [], content: '' };

/** `.../codeshare/new` and `.../codeshare/{id}/edit`: the code post form, saved through POST or PUT /codeshare/v2/ipynb. */
export default function CodeFormPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <CodeEditor postId={null} initial={EMPTY} currentNotebook={null} />;
  return <EditLoader postId={Number(id)} />;
}

function EditLoader({ postId }: { postId: number }) {
  return (
    <OwnerOnly query={useCodePost(postId)}>
      {(post) => (
        <CodeEditor
          postId={postId}
          initial={{ title: post.title, category: post.category, tags: post.tags, content: post.content }}
          currentNotebook={post.notebook?.name ?? null}
        />
      )}
    </OwnerOnly>
  );
}

function CodeEditor({ postId, initial, currentNotebook }: { postId: number | null; initial: CodeInput; currentNotebook: string | null }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const board = useCodeBoard();
  const save = useSaveCode();
  const progress = useUploadProgress();
  const errorText = useCommunityError();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CodeFieldErrors>({});
  // A new site-wide post may go to a competition's code tab instead (spec: a post's competition, or none).
  const [target, setTarget] = useState({ cptId: board.cptId, isOfficial: true });
  const heading = postId ? t('code.form.editTitle') : t('code.form.newTitle');
  const boardName = board.competition ? (board.competition.title[i18n.language as 'ko' | 'en'] ?? board.competition.title.ko) : t('code.siteWide');

  const submit = async ({ notebook, removeNotebook, ...input }: CodeFormValue) => {
    setError(null);
    const hasNotebook = notebook !== null || (currentNotebook !== null && !removeNotebook);
    const missing: CodeFieldErrors = {
      ...(input.title ? {} : { title: t('validation.required') }),
      ...(input.content || hasNotebook ? {} : { content: t('errors.code_empty') }),
    };
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const where = postId ? { cs_id: postId, remove_notebook: removeNotebook } : { cpt_id: target.cptId };
      const saved = await save.mutateAsync({ ...input, notebook, onProgress: progress.onProgress, ...where });
      notify.success(postId ? t('code.form.saved') : t('code.form.posted'));
      const elsewhere = !board.competition && saved.cpt_id !== 0;
      void navigate(lp(elsewhere ? codePostPath(saved.cs_id, { id: saved.cpt_id, isOfficial: target.isOfficial }) : `${board.base}/${saved.cs_id}`));
    } catch (caught) {
      if (isApiError(caught) && caught.fields.length > 0) {
        setFieldErrors(Object.fromEntries(caught.fields.map((field) => [field.field.split('.')[0], field.detail])));
      } else if (isApiError(caught) && caught.messageKey.startsWith('code_notebook')) {
        setFieldErrors({ file: errorText(caught) });
      } else {
        setError(errorText(caught));
      }
    } finally {
      progress.stop();
    }
  };

  return (
    <FormFrame inCompetition={board.competition !== null} heading={heading}>
      <CodeForm
        initial={initial}
        board={
          !postId && !board.competition ? (
            <BoardPicker value={target.cptId} onChange={(cptId, isOfficial) => setTarget({ cptId, isOfficial })} />
          ) : (
            <p className="muted">
              {t('code.form.boardLabel')}: <strong>{boardName}</strong>
            </p>
          )
        }
        currentNotebook={currentNotebook}
        progress={progress.progress}
        submitLabel={postId ? t('code.form.save') : t('code.form.submit')}
        pending={save.isPending}
        error={error}
        fieldErrors={fieldErrors}
        onSubmit={(value) => void submit(value)}
        onCancel={() => void navigate(lp(postId ? `${board.base}/${postId}` : board.base))}
      />
    </FormFrame>
  );
}
