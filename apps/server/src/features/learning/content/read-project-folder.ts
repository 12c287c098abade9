import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectFiles } from './project-content.ts';

/** A project folder on disk as its files; hidden files and folders (`.git`, `.DS_Store`) are left out. */
export async function readProjectFolder(dir: string): Promise<ProjectFiles> {
  const files: ProjectFiles = new Map();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    files.set(relative, await readFile(path.join(dir, relative)));
  }
  return new Map([...files].sort((a, b) => a[0].localeCompare(b[0])));
}
