import { createRequire } from 'node:module';
import type { Zippable } from 'fflate';
import { contentLimits } from './content-schema.ts';
import { ContentError } from './content-error.ts';
import { IssueList } from './content-reading.ts';
import type { ProjectFiles } from './project-content.ts';

// Loaded (synchronously, it is CommonJS) with the first zip, not with the server.
const require = createRequire(import.meta.url);
const fflate = () => require('fflate') as typeof import('fflate');

/** Entries zip tools add that are not part of a project: folders, macOS resource forks, hidden files. */
const isClutter = (name: string) => name.endsWith('/') || name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX' || part === 'Thumbs.db');

/** A relative path of plain segments; anything that could leave the folder (`..`, `/x`, `C:`, `\`) is refused. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 300 || name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[A-Za-z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * A project zip's files, by their path inside the project folder: a zip of the folder itself (every entry under
 * one `slug/` folder) and a zip of its contents both work. Sizes are checked from the zip's directory before
 * anything is unpacked, so a zip bomb is refused without inflating it.
 */
export function unzipProject(zip: Uint8Array): ProjectFiles {
  const issues = new IssueList();
  if (zip.length > contentLimits.zipBytes) throw new ContentError([{ file: '(zip)', key: 'validation.edu_zip_too_large', params: { max: contentLimits.zipBytes } }]);
  let entries = 0;
  let total = 0;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = fflate().unzipSync(zip, {
      filter: (entry) => {
        // Safety first: `..` would otherwise pass for a hidden file and be skipped without a word.
        if (!isSafeEntryName(entry.name.replace(/\/$/, ''))) {
          issues.add(entry.name, 'validation.edu_zip_path');
          return false;
        }
        if (isClutter(entry.name)) return false;
        entries += 1;
        total += entry.originalSize;
        if (entry.originalSize > contentLimits.dataFileBytes) issues.add(entry.name, 'validation.edu_file_too_large', { max: contentLimits.dataFileBytes });
        return issues.issues.length === 0 && entries <= contentLimits.entries && total <= contentLimits.totalBytes;
      },
    });
  } catch {
    throw new ContentError([{ file: '(zip)', key: 'validation.edu_zip_unreadable' }]);
  }
  if (entries > contentLimits.entries) issues.add('(zip)', 'validation.edu_too_many', { max: contentLimits.entries });
  if (total > contentLimits.totalBytes) issues.add('(zip)', 'validation.edu_zip_too_large', { max: contentLimits.totalBytes });
  if (issues.issues.length > 0) throw new ContentError(issues.issues);

  const names = Object.keys(unpacked);
  const top = names[0]?.split('/')[0];
  const wrapped = top !== undefined && !names.includes('project.md') && names.every((name) => name.startsWith(`${top}/`));
  const files: ProjectFiles = new Map();
  for (const name of names.sort()) files.set(wrapped ? name.slice(top!.length + 1) : name, unpacked[name]!);
  return files;
}

/** The folder as a zip whose entries sit under `folder/`, as a download unpacks into one folder. */
export function zipProject(files: ProjectFiles, folder: string): Uint8Array {
  const entries: Zippable = {};
  // A fixed date keeps the same project's zip byte for byte the same.
  for (const [name, bytes] of [...files].sort((a, b) => a[0].localeCompare(b[0]))) entries[`${folder}/${name}`] = [bytes, { mtime: new Date('2020-01-01T00:00:00Z') }];
  return fflate().zipSync(entries, { level: 6 });
}
