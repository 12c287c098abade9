import { createHash } from 'node:crypto';
import type { Storage } from '../../storage/storage.ts';
import type { RenderedNotebook } from './render-notebook.ts';

export interface StoredNotebook {
  notebookName: string;
  notebookKey: string;
  notebookBytes: number;
  notebookLanguage: string | null;
  notebookHtml: string;
}

/** A safe file name to show and to download as: the base name, ending in .ipynb. */
export function notebookFileName(name: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[\u0000-\u001f"<>|:*?]/g, '')
      .trim()
      .slice(0, 100) || 'notebook';
  return base.toLowerCase().endsWith('.ipynb') ? base : `${base}.ipynb`;
}

/**
 * Keeps an uploaded notebook, already checked and rendered once, in storage under its content hash, so the
 * same file twice is stored once and a failed save leaves nothing dangling but a copy.
 */
export async function storeNotebook(storage: Storage, file: { name: string; bytes: Buffer }, rendered: RenderedNotebook): Promise<StoredNotebook> {
  const key = `codeshare/notebooks/${createHash('sha256').update(file.bytes).digest('hex')}.ipynb`;
  await storage.put(key, file.bytes);
  return { notebookName: notebookFileName(file.name), notebookKey: key, notebookBytes: file.bytes.length, notebookLanguage: rendered.language, notebookHtml: rendered.html };
}
