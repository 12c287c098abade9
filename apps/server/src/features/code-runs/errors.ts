import { translate } from '@madang/i18n';
import { AppError } from '../../http/app-error.ts';

const runnerText = (key: string, params?: Record<string, number>) => (locale: 'ko' | 'en') => translate(locale, `runner.errors.${key}`, params);

export const runnerUnavailable = () => new AppError('runner_unavailable', 'runner_unavailable', { detail: runnerText('unavailable') });

/** A member already has `max` runs queued or running. */
export const tooManyRuns = (max: number) => new AppError('too_many_runs', 'too_many_runs', { params: { max }, detail: runnerText('too_many_runs', { max }) });

/** A member started `max` runs within the last minute. */
export const runBudgetSpent = (max: number) => new AppError('run_budget_spent', 'run_budget_spent', { params: { max }, detail: runnerText('run_budget_spent', { max }) });
