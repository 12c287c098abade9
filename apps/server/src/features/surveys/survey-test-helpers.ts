import type { SurveyInput } from '@madang/contracts/surveys';
import type { TestApp } from '../../test/test-app.ts';
import { buildSignedInUser } from '../../test/factories.ts';

/** One question of every kind: a required single choice, multiple choice, text, a 1..5 scale and a PDF or text file. */
export const everyKindQuestions: SurveyInput['questions'] = [
  {
    id: 'track',
    kind: 'single',
    title: { ko: '참여 분야', en: 'Track' },
    required: true,
    options: [
      { id: 'vision', label: { ko: '비전', en: 'Vision' } },
      { id: 'nlp', label: { ko: '자연어', en: 'NLP' } },
    ],
  },
  {
    id: 'tools',
    kind: 'multiple',
    title: { ko: '쓰는 도구', en: 'Tools' },
    options: [
      { id: 'pandas', label: { ko: '판다스', en: 'pandas' } },
      { id: 'torch', label: { ko: '토치', en: 'PyTorch' } },
      { id: 'r', label: { ko: 'R', en: 'R' } },
    ],
  },
  { id: 'comment', kind: 'text', title: { ko: '하고 싶은 말', en: 'Comments' }, max_length: 50 },
  {
    id: 'rating',
    kind: 'scale',
    title: { ko: '만족도', en: 'Satisfaction' },
    required: true,
    max: 5,
    min_label: { ko: '불만', en: 'Poor' },
    max_label: { ko: '만족', en: 'Great' },
  },
  { id: 'cv', kind: 'file', title: { ko: '이력서', en: 'CV' }, file_types: ['pdf', 'txt'], max_mb: 1 },
];

/** A signed-in admin and a helper to call the API as anyone. */
export async function surveyCallers(t: TestApp) {
  const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { headers?: Record<string, string>; payload?: unknown } = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: options.headers ?? {}, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
  /** Builds and publishes a survey as the admin; `input` overrides the general survey of every kind of question. */
  const publishedSurvey = async (input: Partial<SurveyInput> = {}) => {
    const created = await call('POST', '/v1/host/surveys', {
      headers: admin.headers,
      payload: { kind: 'general', title: { ko: '만족도 조사', en: 'Satisfaction survey' }, questions: everyKindQuestions, ...input },
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    const id = created.json().data.id as number;
    const published = await call('POST', `/v1/host/surveys/${id}/publish`, { headers: admin.headers, payload: { published: true } });
    if (published.statusCode !== 200) throw new Error(published.body);
    return id;
  };
  return { admin, call, publishedSurvey };
}
