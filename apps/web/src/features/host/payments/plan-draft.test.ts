import { describe, expect, it } from 'vitest';
import { hostPlanInputSchema, type HostPlan } from '@madang/contracts';
import { draftOf, emptyDraft, inputOf } from './plan-draft.ts';

const course: HostPlan = {
  id: 4,
  kind: 'offline_course',
  name_ko: '오프라인 부트캠프',
  name_en: 'Offline bootcamp',
  description_ko: '',
  description_en: '',
  price: 300_000,
  period_months: null,
  discount_percent: 0,
  visibility: 'public',
  project_id: null,
  seats: 20,
  seats_left: 5,
  starts_at: '2026-12-01T01:00:00.000Z',
  secret_token: null,
  sold: 15,
};

describe('plan drafts', () => {
  it('turn a saved plan back into the same input, instant included', () => {
    const input = inputOf(draftOf(course));
    expect(input).toMatchObject({ kind: 'offline_course', price: 300_000, period_months: null, seats: 20, project_id: null, starts_at: course.starts_at });
    expect(hostPlanInputSchema.safeParse(input).success).toBe(true);
  });

  it('start each kind with its period: a yearly plan 12 months, a course none', () => {
    expect(emptyDraft('yearly').period_months).toBe('12');
    expect(emptyDraft('offline_course').period_months).toBe('');
    expect(emptyDraft('secret').visibility).toBe('secret');
  });

  it('send blanks as null and typed text as numbers, so the server names what it refuses', () => {
    const input = inputOf({ ...emptyDraft('monthly'), name_ko: '월간', name_en: 'Monthly', price: '9900', seats: '' });
    expect(input).toMatchObject({ price: 9900, period_months: 1, seats: null, starts_at: null });
    expect(hostPlanInputSchema.safeParse(input).success).toBe(true);
    const tooCheap = hostPlanInputSchema.safeParse(inputOf({ ...emptyDraft('monthly'), name_ko: 'a', name_en: 'a', price: '50' }));
    expect(tooCheap.success).toBe(false);
  });
});
