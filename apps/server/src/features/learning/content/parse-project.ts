import type { z } from 'zod';
import { sniffImageType } from '../../host/upload-image.ts';
import { contentLimits, dataFileNamePattern, descriptionSchema, projectFrontMatterSchema, stageFrontMatterSchema } from './content-schema.ts';
import { ContentError } from './content-error.ts';
import { checkNumbering, IssueList, readBody, readText } from './content-reading.ts';
import { readFrontMatter } from './front-matter.ts';
import type { ContentFile, ProjectContent, ProjectFiles, StageContent } from './project-content.ts';
import { parseStep, stepFileKinds, type StepFiles } from './parse-step.ts';

const STAGE_FOLDER = /^stages\/(\d{2})-[A-Za-z0-9][A-Za-z0-9_-]*$/;
const STEP_FILE = /^(\d{2})-[A-Za-z0-9][A-Za-z0-9_-]*\.(md|starter\.py|solution\.py|check\.py)$/;
/** Written by export for people, never read back. */
const IGNORED = new Set(['notebook.ipynb']);

/**
 * Reads a project folder (from disk or a zip) into a validated project, or throws a ContentError naming each
 * file and problem. docs/learning.md "Content as files" describes the layout.
 */
export function parseProject(files: ProjectFiles): ProjectContent {
  const issues = new IssueList();
  const stageFiles = new Map<string, Map<number, StepFiles>>();
  const stageFolders = new Map<string, number>();
  const dataFiles: ContentFile[] = [];
  const rootFiles = new Map<string, Uint8Array>();
  let total = 0;

  for (const [file, bytes] of files) {
    total += bytes.length;
    if (IGNORED.has(file) || file === 'project.md') continue;
    const parts = file.split('/');
    if (parts.length === 1) {
      rootFiles.set(file, bytes);
    } else if (parts[0] === 'data' && parts.length === 2) {
      if (!dataFileNamePattern.test(parts[1]!)) issues.add(file, 'validation.edu_data_file_name');
      else if (bytes.length > contentLimits.dataFileBytes) issues.add(file, 'validation.edu_file_too_large', { max: contentLimits.dataFileBytes });
      else dataFiles.push({ name: parts[1]!, bytes });
    } else if (parts[0] === 'stages' && parts.length === 3 && STAGE_FOLDER.test(`stages/${parts[1]}`)) {
      const folder = `stages/${parts[1]}`;
      stageFolders.set(folder, Number(STAGE_FOLDER.exec(folder)![1]));
      if (parts[2] === 'stage.md') continue;
      const step = STEP_FILE.exec(parts[2]!);
      if (!step) {
        issues.add(file, 'validation.edu_unknown_file');
        continue;
      }
      const steps = stageFiles.get(folder) ?? new Map<number, StepFiles>();
      stageFiles.set(folder, steps);
      const number = Number(step[1]);
      const entry = steps.get(number) ?? {};
      steps.set(number, entry);
      const kind = stepFileKinds[step[2] as keyof typeof stepFileKinds];
      if (entry[kind]) issues.add(file, 'validation.edu_duplicate_number', { number });
      else entry[kind] = file;
    } else {
      issues.add(file, parts[0] === 'stages' && parts.length === 3 ? 'validation.edu_stage_folder_name' : 'validation.edu_unknown_file');
    }
  }
  if (total > contentLimits.totalBytes) issues.add('(zip)', 'validation.edu_zip_too_large', { max: contentLimits.totalBytes });
  if (dataFiles.length > contentLimits.dataFiles) issues.add('data', 'validation.edu_too_many', { max: contentLimits.dataFiles });

  const project = parseProjectFile(files, issues);
  let cover: ContentFile | null = null;
  if (project?.cover) {
    const bytes = rootFiles.get(project.cover);
    if (!bytes) issues.add('project.md', 'validation.edu_missing_cover', { name: project.cover }, 'cover');
    else if (bytes.length > contentLimits.coverBytes) issues.add(project.cover, 'validation.edu_file_too_large', { max: contentLimits.coverBytes });
    else if (!sniffImageType(bytes)) issues.add(project.cover, 'validation.edu_cover_type');
    else cover = { name: project.cover, bytes };
    rootFiles.delete(project.cover);
  }
  for (const file of rootFiles.keys()) issues.add(file, 'validation.edu_unknown_file');

  const stages: StageContent[] = [];
  const folders = [...stageFolders].sort((a, b) => a[1] - b[1]);
  if (folders.length > contentLimits.stages) issues.add('stages', 'validation.edu_too_many', { max: contentLimits.stages });
  checkNumbering(
    folders.map(([, number]) => number),
    'stages',
    issues,
  );
  for (const [folder, number] of folders) {
    const stage = parseStage(files, folder, stageFiles.get(folder) ?? new Map(), issues);
    if (stage) stages.push({ number, ...stage });
  }

  if (issues.issues.length > 0 || !project) throw new ContentError(issues.issues);
  const { cover: _coverName, competition, description, ...fields } = project;
  return { ...fields, competition: competition ?? null, cover, description, files: dataFiles.sort((a, b) => a.name.localeCompare(b.name)), stages };
}

function parseProjectFile(files: ProjectFiles, issues: IssueList) {
  const text = readText(files, 'project.md', issues);
  if (text === undefined) return undefined;
  const read = readFrontMatter(text);
  if (!read.ok) {
    issues.add('project.md', 'validation.edu_front_matter', { reason: read.reason });
    return undefined;
  }
  const front = projectFrontMatterSchema.safeParse(read.data);
  if (!front.success) issues.addZod('project.md', front.error);
  const description = readBody('project.md', read.body, issues, descriptionSchema);
  return front.success && description ? { ...front.data, description } : undefined;
}

function parseStage(files: ProjectFiles, folder: string, steps: Map<number, StepFiles>, issues: IssueList): Omit<StageContent, 'number'> | undefined {
  const file = `${folder}/stage.md`;
  const text = readText(files, file, issues);
  let front: z.infer<typeof stageFrontMatterSchema> | undefined;
  if (text !== undefined) {
    const read = readFrontMatter(text);
    if (!read.ok) issues.add(file, 'validation.edu_front_matter', { reason: read.reason });
    else if (read.body.trim() !== '') issues.add(file, 'validation.edu_stage_body');
    else {
      const parsed = stageFrontMatterSchema.safeParse(read.data);
      if (parsed.success) front = parsed.data;
      else issues.addZod(file, parsed.error);
    }
  }
  if (steps.size > contentLimits.stepsPerStage) issues.add(folder, 'validation.edu_too_many', { max: contentLimits.stepsPerStage });
  checkNumbering([...steps.keys()], folder, issues);
  const parsedSteps = [...steps].sort((a, b) => a[0] - b[0]).map(([number, stepFiles]) => parseStep(files, folder, number, stepFiles, issues));
  if (!front || parsedSteps.some((step) => !step)) return undefined;
  return { ...front, steps: parsedSteps.map((step) => step!) };
}
