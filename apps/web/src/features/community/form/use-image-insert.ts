import { EDITOR_IMAGE_MAX_BYTES } from '@madang/contracts/editor-uploads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityError } from '../use-community-error.ts';
import { imageMarkdown } from './insert-markdown.ts';
import { uploadEditorImage } from './upload-editor-image.ts';

/**
 * Uploads images picked, pasted or dropped into the editor one after the other and hands each one's markdown
 * to `insert`; says how far the current one is and what went wrong, in the page's language.
 */
export function useImageInsert(insert: (markdown: string) => void) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const uploadImages = async (files: File[]) => {
    setError(undefined);
    for (const file of files) {
      // The server refuses these too; saying so at once spares sending a big file for nothing.
      if (file.size > EDITOR_IMAGE_MAX_BYTES) {
        setError(t('errors.editor_image_too_large', { max: EDITOR_IMAGE_MAX_BYTES / 1024 / 1024 }));
        continue;
      }
      setProgress(0);
      try {
        const image = await uploadEditorImage(file, setProgress);
        insert(imageMarkdown(file.name, image.url, t('talk.editor.imageAlt')));
      } catch (failure) {
        setError(errorText(failure));
      }
    }
    setProgress(null);
  };
  return { uploadImages, progress, error, busy: progress !== null };
}
