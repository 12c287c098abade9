import { competitionDetailSchema } from '@madang/contracts';

const both = (text: string) => ({ ko: `${text} (ko)`, en: `${text} (en)` });

/** A competition as GET /api/competition answers it, checked against the contract. */
const titanic = competitionDetailSchema.parse({
  id: 42,
  slug: 'titanic',
  is_official: 1,
  host: 'official',
  kind: 'competition',
  title: { ko: '타이타닉 생존 예측', en: 'Titanic survival' },
  summary: both('Who survives'),
  status: 'active',
  phase: 'open',
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-31T00:00:00Z',
  d_day: 35,
  progress: 0.4,
  prize_total: 3_000_000,
  team_count: 12,
  metric: 'accuracy',
  sponsors: [],
  cover_image_url: null,
  pages: {
    description: both('About the voyage'),
    evaluation: both('Scored by accuracy'),
    prize: both('Prizes for the top three'),
    rules: both('One account each'),
    schedule: both('Eight weeks'),
    agreement: both('Agree before downloading'),
    data: both('Passenger lists'),
  },
  team_merge_deadline: null,
  metric_direction: 'higher',
  rules: {
    daily_limit: 3,
    total_limit: null,
    final_limit: 2,
    file_extension: 'csv',
    max_file_bytes: 1_000_000,
    max_rows: 1000,
    team_size_max: 4,
    affiliation_rule: 'any',
    requires_phone: false,
    file_name_max: 100,
  },
  prizes: [{ rank: 1, amount: 2_000_000, label: both('First') }],
  access: 'public',
  accepts_submissions: true,
  closed_at: null,
  me: { agreed: false, joined: false, team_id: null, team_name: null, is_leader: false, can_submit: false },
});
/** GET /api/competition's answer for `ref` (a number or the slug), to hand to `renderAddress` or `openInBrowser`. */
export const competitionAnswer = (ref: string) => ({ [`/api/competition?cpt_id=${ref}`]: { status: 1, message: 'success', data: titanic } });
