import type { EditorImage } from '@madang/contracts/editor-uploads';
import type { Envelope } from '../../../lib/api/client.ts';
import { upload } from '../../../lib/api/upload.ts';

/** POST /api/talkboard/upload/editor-image: the image re-encoded into the platform's image store. */
export async function uploadEditorImage(file: File, onProgress: (share: number) => void): Promise<EditorImage> {
  return (await upload<Envelope<EditorImage>>('/api/talkboard/upload/editor-image', { file: { blob: file, name: file.name }, onProgress })).data;
}
