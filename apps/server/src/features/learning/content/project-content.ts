import type { LocalizedText } from '@madang/contracts';
import type { EduCode, EduQuiz } from '../../../db/schema.ts';
import type { ProjectFrontMatter } from './content-schema.ts';

/** A project folder as its relative paths (`stages/01-first-look/stage.md`) and their bytes. */
export type ProjectFiles = Map<string, Uint8Array>;

export interface ContentFile {
  name: string;
  bytes: Uint8Array;
}

export interface StepContent {
  number: number;
  kind: 'lesson' | 'quiz' | 'code';
  title: LocalizedText;
  body: LocalizedText;
  quiz: EduQuiz | null;
  code: EduCode | null;
}

export interface StageContent {
  number: number;
  title: LocalizedText;
  summary: LocalizedText;
  xp: number;
  steps: StepContent[];
}

/** A whole project, validated: what import writes to the database and export reads back from it. */
export interface ProjectContent extends Omit<ProjectFrontMatter, 'competition' | 'cover'> {
  /** The slug of the competition the project leads to. */
  competition: string | null;
  cover: ContentFile | null;
  description: LocalizedText;
  /** Data files, by name. */
  files: ContentFile[];
  stages: StageContent[];
}
