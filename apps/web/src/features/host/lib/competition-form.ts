import type { CompetitionCreate, FieldIssue, LocalizedText } from '@madang/contracts';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';

export const PAGE_NAMES = ['description', 'evaluation', 'prize', 'rules', 'schedule', 'agreement', 'data'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const MB = 1024 * 1024;

export interface PrizeRow {
  rank: string;
  amount: string;
  label: LocalizedText;
}

export interface SponsorRow {
  name: string;
  logo_url: string;
  url: string;
}

/** What the form's inputs hold: text for every number and date, so a half-typed value stays as typed. */
export interface CompetitionFormState {
  slug: string;
  is_official: boolean;
  kind: 'competition' | 'hackathon';
  status: 'active' | 'practice';
  title: LocalizedText;
  summary: LocalizedText;
  pages: Record<PageName, LocalizedText>;
  starts_at: string;
  ends_at: string;
  team_merge_deadline: string;
  metric: string;
  metric_options: Record<string, string>;
  daily_limit: string;
  total_limit: string;
  final_limit: string;
  file_extension: string;
  max_file_mb: string;
  max_rows: string;
  team_size_max: string;
  affiliation_rule: 'any' | 'same';
  access: 'public' | 'invited';
  requires_phone: boolean;
  prizes: PrizeRow[];
  sponsors: SponsorRow[];
  /** Empty for none. */
  cover_image_url: string;
}

/** The edit form as GET /api/v1/host/competitions/:id presents it. */
export interface HostCompetitionForm {
  is_official: boolean;
  kind: 'competition' | 'hackathon';
  status: 'active' | 'practice' | 'closed';
  title: LocalizedText;
  summary: LocalizedText;
  pages: Record<PageName, LocalizedText>;
  starts_at: string;
  ends_at: string;
  team_merge_deadline: string | null;
  metric: string;
  metric_options: Record<string, string>;
  daily_limit: number;
  total_limit: number | null;
  final_limit: number;
  file_extension: string;
  max_file_bytes: number;
  max_rows: number;
  team_size_max: number;
  affiliation_rule: 'any' | 'same';
  prizes: { rank: number; amount: number; label: LocalizedText }[];
  sponsors: { name: string; logo_url: string; url: string | null }[];
  cover_image_url: string | null;
  access: 'public' | 'invited';
  requires_phone: boolean;
}

const emptyText = (): LocalizedText => ({ ko: '', en: '' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh form: a month-long competition starting tomorrow at 10:00 Korean time, with the server's default limits. */
export function emptyForm(now: Date = new Date()): CompetitionFormState {
  const tomorrow = toLocalInput(new Date(now.getTime() + DAY_MS).toISOString()).slice(0, 10);
  const start = new Date(`${tomorrow}T10:00:00+09:00`);
  const end = new Date(start.getTime() + 30 * DAY_MS);
  return {
    slug: '',
    is_official: true,
    kind: 'competition',
    status: 'active',
    title: emptyText(),
    summary: emptyText(),
    pages: Object.fromEntries(PAGE_NAMES.map((name) => [name, emptyText()])) as Record<PageName, LocalizedText>,
    starts_at: toLocalInput(start.toISOString()),
    ends_at: toLocalInput(end.toISOString()),
    team_merge_deadline: '',
    metric: '',
    metric_options: {},
    daily_limit: '3',
    total_limit: '',
    final_limit: '2',
    file_extension: 'csv',
    max_file_mb: '20',
    max_rows: '30000',
    team_size_max: '5',
    affiliation_rule: 'same',
    access: 'public',
    requires_phone: false,
    prizes: [],
    sponsors: [],
    cover_image_url: '',
  };
}

/** The server's edit form as the inputs hold it. */
export function formFromApi(form: HostCompetitionForm, slug: string): CompetitionFormState {
  return {
    slug,
    is_official: form.is_official,
    kind: form.kind,
    status: form.status === 'practice' ? 'practice' : 'active',
    title: { ...form.title },
    summary: { ...form.summary },
    pages: Object.fromEntries(PAGE_NAMES.map((name) => [name, { ...(form.pages[name] ?? emptyText()) }])) as Record<PageName, LocalizedText>,
    starts_at: toLocalInput(form.starts_at),
    ends_at: toLocalInput(form.ends_at),
    team_merge_deadline: toLocalInput(form.team_merge_deadline),
    metric: form.metric,
    metric_options: { ...form.metric_options },
    daily_limit: String(form.daily_limit),
    total_limit: form.total_limit === null ? '' : String(form.total_limit),
    final_limit: String(form.final_limit),
    file_extension: form.file_extension,
    max_file_mb: String(Math.round((form.max_file_bytes / MB) * 100) / 100),
    max_rows: String(form.max_rows),
    team_size_max: String(form.team_size_max),
    affiliation_rule: form.affiliation_rule,
    access: form.access,
    requires_phone: form.requires_phone,
    prizes: form.prizes.map((p) => ({ rank: String(p.rank), amount: String(p.amount), label: { ...p.label } })),
    sponsors: form.sponsors.map((s) => ({ name: s.name, logo_url: s.logo_url, url: s.url ?? '' })),
    cover_image_url: form.cover_image_url ?? '',
  };
}

/** Digits as a number; anything else is sent as typed so the server names the field it refuses. */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The inputs as the create body (the edit body is the same without the slug). */
export function formToApi(state: CompetitionFormState): CompetitionCreate {
  const total = state.total_limit.trim();
  return {
    slug: state.slug.trim(),
    is_official: state.is_official,
    kind: state.kind,
    status: state.status,
    title: state.title,
    summary: state.summary,
    pages: state.pages,
    starts_at: fromLocalInput(state.starts_at) ?? state.starts_at,
    ends_at: fromLocalInput(state.ends_at) ?? state.ends_at,
    team_merge_deadline: fromLocalInput(state.team_merge_deadline),
    metric: state.metric,
    metric_options: state.metric_options,
    daily_limit: toNumber(state.daily_limit),
    total_limit: total === '' ? null : toNumber(total),
    final_limit: toNumber(state.final_limit),
    file_extension: state.file_extension.trim().replace(/^\./, '').toLowerCase(),
    max_file_bytes: Math.round(toNumber(state.max_file_mb) * MB),
    max_rows: toNumber(state.max_rows),
    team_size_max: toNumber(state.team_size_max),
    affiliation_rule: state.affiliation_rule,
    access: state.access,
    requires_phone: state.requires_phone,
    prizes: state.prizes.map((p) => ({ rank: toNumber(p.rank), amount: toNumber(p.amount), label: p.label })),
    sponsors: state.sponsors.filter((s) => s.name.trim() || s.logo_url.trim()).map((s) => ({ name: s.name.trim(), logo_url: s.logo_url.trim(), url: s.url.trim() || null })),
    cover_image_url: state.cover_image_url.trim() || null,
  };
}

/** The edit body: the slug never changes once links point to it. */
export function formToUpdate(state: CompetitionFormState): Omit<CompetitionCreate, 'slug'> {
  const { slug: _slug, ...rest } = formToApi(state);
  return rest;
}

/** The form's field for a server path: `max_file_bytes` is typed in MB, nested paths keep their dots. */
const FIELD_ALIASES: Record<string, string> = { max_file_bytes: 'max_file_mb' };

/** The server's refusals keyed by form field, the first text per field. */
export function fieldErrors(fields: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of fields) {
    const head = issue.field.split('.')[0] ?? issue.field;
    const field = FIELD_ALIASES[head] ? issue.field.replace(head, FIELD_ALIASES[head]) : issue.field;
    out[field] ??= issue.detail;
  }
  return out;
}

/** The first refusal at `path` or under it (`prizes` also finds `prizes.0.amount`). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  const key = Object.keys(errors).find((k) => k.startsWith(prefix));
  return key ? errors[key] : undefined;
}
