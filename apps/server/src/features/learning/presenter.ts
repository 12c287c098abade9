import type { EduAccessState, EduProjectCard, EduProjectDetail, EduStageDetail, EduStepView, LearnerProjectStatus } from '@madang/contracts';
import type { competitions } from '../../db/schema.ts';
import type { EnrollmentRow, ProgressRow } from './learner-state.ts';
import { dataFileUrl, type OutlineStep, type ProjectFileRow, type ProjectOutline, type ProjectRow, type StageRow } from './project-outline.ts';
import { firstOpenStep, isLocked, resumeOf, type StepRef } from './step-order.ts';

/** A member's state of a project as the lists filter it. */
export function learnerStatus(enrollment: Pick<EnrollmentRow, 'completedAt'> | null): LearnerProjectStatus {
  if (!enrollment) return 'not_started';
  return enrollment.completedAt ? 'completed' : 'ongoing';
}

/** A step as the learner sees it: the quiz's answer, the check, unopened hints and an unearned model answer stay out. */
export function presentStepView(step: OutlineStep, options: { progress: ProgressRow | undefined; locked: boolean }): EduStepView {
  const { progress } = options;
  const passed = progress?.status === 'passed';
  const answerSeen = progress?.answerSeen ?? false;
  return {
    number: step.number,
    kind: step.kind,
    title: step.title,
    body: step.body,
    status: progress?.status ?? 'not_started',
    locked: options.locked,
    quiz:
      step.kind === 'quiz' && step.quiz
        ? { kind: step.quiz.kind, options: step.quiz.options.map((option) => ({ id: option.id, text: option.text })), last_answer: progress?.lastAnswer ?? null }
        : null,
    code:
      step.kind === 'code' && step.code
        ? {
            starter: step.code.starter,
            saved: progress?.savedCode ?? null,
            hint_count: step.code.hints.length,
            hints: step.code.hints.slice(0, progress?.hintsOpened ?? 0),
            solution: answerSeen || passed ? step.code.solution : null,
            expects_figure: step.code.expectsFigure,
          }
        : null,
    answer_seen: answerSeen,
    attempts: progress?.attempts ?? 0,
  };
}

export interface CardInput {
  project: ProjectRow;
  steps: StepRef[];
  stageCount: number;
  learnerCount: number;
  enrollment: EnrollmentRow | null;
  passed: Set<number>;
}

/** A project's card: the caller's status, steps passed and where "continue" leads (the first step not passed). */
export function presentCard(input: CardInput): EduProjectCard {
  const { project, enrollment } = input;
  const status = learnerStatus(enrollment);
  return {
    id: project.id,
    slug: project.slug,
    category: project.category,
    level: project.level,
    access: project.access,
    title: project.title,
    summary: project.summary,
    cover_url: coverUrl(project.coverPath),
    stage_count: input.stageCount,
    step_count: input.steps.length,
    learner_count: input.learnerCount,
    status,
    passed_steps: input.steps.filter((step) => input.passed.has(step.id)).length,
    resume: status === 'ongoing' ? resumeOf(firstOpenStep(input.steps, input.passed)) : null,
  };
}

/** Covers are public images of the platform's store (`images/…`, served by /api/v1/images). */
function coverUrl(coverPath: string | null): string | null {
  return coverPath?.startsWith('images/') ? `/api/v1/${coverPath}` : null;
}

export const presentDataFiles = (projectId: number, files: ProjectFileRow[]) => files.map((file) => ({ name: file.name, size: file.size, url: dataFileUrl(projectId, file.name) }));

type CompetitionLink = Pick<typeof competitions.$inferSelect, 'id' | 'title' | 'isOfficial'>;

/** The overview page: the card, the description, the stages with the caller's progress and whether they may open steps. */
export function presentProjectDetail(
  outline: ProjectOutline,
  options: { learnerCount: number; enrollment: EnrollmentRow | null; passed: Set<number>; accessState: EduAccessState; competition: CompetitionLink | null },
): EduProjectDetail {
  const { project } = outline;
  return {
    ...presentCard({
      project,
      steps: outline.steps,
      stageCount: outline.stages.length,
      learnerCount: options.learnerCount,
      enrollment: options.enrollment,
      passed: options.passed,
    }),
    description: project.description,
    access_state: options.accessState,
    data_files: presentDataFiles(project.id, outline.files),
    competition: options.competition && {
      id: options.competition.id,
      title: options.competition.title,
      url: `/competitions/${options.competition.isOfficial ? 'official' : 'open'}/${options.competition.id}`,
    },
    stages: outline.stages.map((stage) => {
      const passedSteps = stage.steps.filter((step) => options.passed.has(step.id)).length;
      return {
        number: stage.number,
        title: stage.title,
        summary: stage.summary,
        xp: stage.xp,
        step_count: stage.steps.length,
        passed_steps: passedSteps,
        cleared: stage.steps.length > 0 && passedSteps === stage.steps.length,
      };
    }),
    should_retake: learnerStatus(options.enrollment) === 'completed',
  };
}

/** A stage's steps for a member who may open them, each with its lock and the caller's progress. */
export function presentStageDetail(
  outline: ProjectOutline,
  stage: StageRow & { steps: OutlineStep[] },
  options: { progress: Map<number, ProgressRow>; passed: Set<number>; xpAwarded: number | null },
): EduStageDetail {
  const { project } = outline;
  const cleared = stage.steps.length > 0 && stage.steps.every((step) => options.passed.has(step.id));
  return {
    project: { id: project.id, title: project.title, access: project.access, stage_count: outline.stages.length },
    number: stage.number,
    title: stage.title,
    summary: stage.summary,
    xp: stage.xp,
    cleared,
    xp_awarded: cleared ? options.xpAwarded : null,
    steps: stage.steps.map((step) => presentStepView(step, { progress: options.progress.get(step.id), locked: isLocked(outline.steps, options.passed, step.id) })),
    data_files: presentDataFiles(project.id, outline.files),
  };
}
