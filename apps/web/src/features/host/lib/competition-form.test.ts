import { competitionCreateSchema } from '@madang/contracts';
import { describe, expect, it } from 'vitest';
import { emptyForm, errorAt, fieldErrors, formFromApi, formToApi, formToUpdate, type HostCompetitionForm } from './competition-form.ts';

const apiForm: HostCompetitionForm = {
  is_official: false,
  kind: 'hackathon',
  status: 'practice',
  title: { ko: '제목', en: 'Title' },
  summary: { ko: '', en: '' },
  pages: {
    description: { ko: '# 설명', en: '# About' },
    evaluation: { ko: '', en: '' },
    prize: { ko: '', en: '' },
    rules: { ko: '', en: '' },
    schedule: { ko: '', en: '' },
    agreement: { ko: '', en: '' },
    data: { ko: '', en: '' },
  },
  starts_at: '2026-01-01T01:00:00.000Z',
  ends_at: '2026-02-01T01:00:00.000Z',
  team_merge_deadline: null,
  metric: 'rmse',
  metric_options: {},
  daily_limit: 5,
  total_limit: null,
  final_limit: 2,
  file_extension: 'csv',
  max_file_bytes: 10 * 1024 * 1024,
  max_rows: 1000,
  team_size_max: 4,
  affiliation_rule: 'same',
  prizes: [{ rank: 1, amount: 1000000, label: { ko: '대상', en: 'Grand prize' } }],
  sponsors: [{ name: 'Acme', logo_url: 'https://acme.test/logo.png', url: null }],
  cover_image_url: '/api/v1/images/abc.png',
  access: 'invited',
  requires_phone: true,
};

describe('form ↔ API', () => {
  it('gives back what the server presented', () => {
    const body = formToApi(formFromApi(apiForm, 'my-cpt'));
    expect(body).toMatchObject({
      slug: 'my-cpt',
      is_official: false,
      kind: 'hackathon',
      status: 'practice',
      starts_at: apiForm.starts_at,
      ends_at: apiForm.ends_at,
      team_merge_deadline: null,
      total_limit: null,
      max_file_bytes: apiForm.max_file_bytes,
      team_size_max: 4,
      access: 'invited',
      requires_phone: true,
      prizes: apiForm.prizes,
      sponsors: apiForm.sponsors,
      cover_image_url: '/api/v1/images/abc.png',
    });
    expect(body.pages?.description).toEqual({ ko: '# 설명', en: '# About' });
  });
  it('sends numbers, a clean extension and only filled sponsors', () => {
    const state = { ...emptyForm(new Date('2026-05-01T00:00:00Z')), slug: ' a-b ', file_extension: '.CSV', total_limit: '10', max_file_mb: '1.5' };
    state.sponsors = [
      { name: '', logo_url: '', url: '' },
      { name: 'B', logo_url: 'https://b.test/l.png', url: '' },
    ];
    const body = formToApi(state);
    expect(body.slug).toBe('a-b');
    expect(body.file_extension).toBe('csv');
    expect(body.total_limit).toBe(10);
    expect(body.daily_limit).toBe(3);
    expect(body.max_file_bytes).toBe(1.5 * 1024 * 1024);
    expect(body.sponsors).toEqual([{ name: 'B', logo_url: 'https://b.test/l.png', url: null }]);
    // A removed cover is sent as none.
    expect(body.cover_image_url).toBeNull();
  });
  it('leaves the slug out of the edit body', () => {
    expect(formToUpdate(formFromApi(apiForm, 'x'))).not.toHaveProperty('slug');
  });
  it('starts a new form tomorrow at ten, Korean time, for thirty days', () => {
    const form = emptyForm(new Date('2026-05-01T16:00:00Z'));
    expect(form.starts_at).toBe('2026-05-03T10:00');
    expect(form.ends_at).toBe('2026-06-02T10:00');
  });
  it("starts a new form on the server's defaults: one affiliation per team, unless the host allows mixed teams", () => {
    const form = formToApi(emptyForm());
    const defaults = competitionCreateSchema.shape;
    expect(form.affiliation_rule).toBe('same');
    expect(form.affiliation_rule).toBe(defaults.affiliation_rule.parse(undefined));
    expect(form.daily_limit).toBe(defaults.daily_limit.parse(undefined));
    expect(form.total_limit).toBe(defaults.total_limit.parse(undefined));
    expect(form.final_limit).toBe(defaults.final_limit.parse(undefined));
    expect(form.file_extension).toBe(defaults.file_extension.parse(undefined));
    expect(form.max_file_bytes).toBe(defaults.max_file_bytes.parse(undefined));
    expect(form.max_rows).toBe(defaults.max_rows.parse(undefined));
    expect(form.team_size_max).toBe(defaults.team_size_max.parse(undefined));
    expect(form.access).toBe(defaults.access.parse(undefined));
    expect(form.requires_phone).toBe(defaults.requires_phone.parse(undefined));
  });
});

describe('field errors', () => {
  it('keys refusals by form field, the first text per field', () => {
    const errors = fieldErrors([
      { field: 'slug', key: 'validation.invalid_value', detail: 'bad slug' },
      { field: 'slug', key: 'validation.required', detail: 'second' },
      { field: 'max_file_bytes', key: 'validation.too_big', detail: 'too big' },
      { field: 'prizes.0.amount', key: 'validation.invalid_type', detail: 'number' },
    ]);
    expect(errors).toEqual({ slug: 'bad slug', max_file_mb: 'too big', 'prizes.0.amount': 'number' });
    expect(errorAt(errors, 'prizes')).toBe('number');
    expect(errorAt(errors, 'title')).toBeUndefined();
  });
});
