import type { EduProjectInput, EduStageInput, EduStepInput } from '@madang/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../submissions/multipart.test-helper.ts';

export type Headers = Record<string, string>;
export const BASE = '/api/v1/host/learning';

export const projectForm = (slug: string, overrides: Partial<EduProjectInput> = {}): EduProjectInput => ({
  slug,
  category: 'pandas',
  level: 'beginner',
  access: 'free',
  title: { ko: '판다스 첫걸음', en: 'First steps in pandas' },
  summary: { ko: '표를 읽고 더합니다.', en: 'Read a table and add it up.' },
  description: { ko: '## 소개\n표 하나로 시작합니다.', en: '## About\nOne table to start with.' },
  ...overrides,
});

export const stageForm = (overrides: Partial<EduStageInput> = {}): EduStageInput => ({
  title: { ko: '첫 단계', en: 'First stage' },
  summary: { ko: '읽고 더하기', en: 'Read and add' },
  xp: 50,
  ...overrides,
});

export const lessonForm = (title = 'Lesson'): EduStepInput => ({
  kind: 'lesson',
  title: { ko: `설명 ${title}`, en: title },
  body: { ko: '판다스는 표를 다룹니다.', en: 'pandas handles tables.' },
});

export const quizForm = (): EduStepInput => ({
  kind: 'quiz',
  title: { ko: '퀴즈', en: 'Quiz' },
  body: { ko: '표를 읽는 함수는?', en: 'Which function reads a table?' },
  quiz: {
    kind: 'single',
    options: [
      { id: 1, text: { ko: 'pd.read_csv', en: 'pd.read_csv' } },
      { id: 2, text: { ko: 'print', en: 'print' } },
    ],
    correct: [1],
    explanation: { ko: 'read_csv가 CSV를 읽습니다.', en: 'read_csv reads a CSV.' },
  },
});

/** A code step over the project's `/data/nums.csv` (a column `n`): the model answer sums it, the starter does not. */
export const codeParts = {
  starter: 'import pandas as pd\ndf = pd.read_csv("/data/nums.csv")\ntotal = 0\n',
  check: 'check_object("total")\n',
  solution: 'import pandas as pd\ndf = pd.read_csv("/data/nums.csv")\ntotal = int(df["n"].sum())\n',
};
export const NUMS_CSV = 'n\n1\n2\n3\n6\n';

export const codeForm = (parts: Partial<typeof codeParts> = {}): EduStepInput => ({
  kind: 'code',
  title: { ko: '합계', en: 'Sum' },
  body: { ko: '`n` 열을 더해 `total`에 담으세요.', en: 'Add up column `n` into `total`.' },
  code: { ...codeParts, ...parts, hints: [{ ko: 'sum()을 쓰세요.', en: 'Use sum().' }], expects_figure: false },
});

export function client(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
    t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  const upload = (url: string, headers: Headers, file: { name: string; content: string | Buffer }) => {
    const body = multipartBody({}, file);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  /** A project with one stage holding a lesson, a quiz and a code step, and its data file; the project as the editor sees it. */
  const buildProject = async (headers: Headers, slug: string) => {
    const created = await call('POST', `${BASE}/projects`, headers, projectForm(slug));
    if (created.statusCode !== 200) throw new Error(created.body);
    const id = created.json().data.id as number;
    await upload(`${BASE}/projects/${id}/files`, headers, { name: 'nums.csv', content: NUMS_CSV });
    const withStage = (await call('POST', `${BASE}/projects/${id}/stages`, headers, stageForm())).json().data;
    const stageId = withStage.stages[0].id as number;
    for (const step of [lessonForm(), quizForm(), codeForm()]) {
      const response = await call('POST', `${BASE}/stages/${stageId}/steps`, headers, step);
      if (response.statusCode !== 200) throw new Error(response.body);
    }
    const project = (await call('GET', `${BASE}/projects/${id}`, headers)).json().data;
    return { id, stageId, project, codeStepId: project.stages[0].steps[2].id as number };
  };
  return { call, upload, buildProject };
}
