import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CodeCategory } from '@madang/contracts/codeshare';
import type { Database } from '../../db/client.ts';
import { communityPosts, competitions } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition, type CompetitionRow } from '../competitions/find-competition.ts';
import type { Storage } from '../storage/storage.ts';
import { seedComments, type DemoComment } from '../community/demo-comments.ts';
import { isPost } from '../community/post-rows.ts';
import { toggleVote } from '../community/votes.ts';
import { barChartPng } from './demo-plot.ts';
import { renderNotebookFile } from './notebook/render-notebook.ts';
import { storeNotebook } from './notebook/store-notebook.ts';
import { countCodeView, createCodePost, updateCodePost } from './write-post.ts';

type Cell = Record<string, unknown>;
const md = (text: string): Cell => ({ cell_type: 'markdown', metadata: {}, source: text });
const code = (count: number, source: string, outputs: Cell[] = []): Cell => ({ cell_type: 'code', execution_count: count, metadata: {}, source, outputs });
const printed = (text: string): Cell => ({ output_type: 'stream', name: 'stdout', text });
const table = (html: string, plain: string): Cell => ({ output_type: 'execute_result', execution_count: null, metadata: {}, data: { 'text/html': html, 'text/plain': plain } });
const plot = (values: number[], color?: [number, number, number]): Cell => ({
  output_type: 'display_data',
  metadata: {},
  data: { 'image/png': barChartPng(values, { color }).toString('base64'), 'text/plain': '<Figure size 640x360 with 1 Axes>' },
});
const notebook = (cells: Cell[]) => ({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: 'python3', language: 'python', display_name: 'Python 3' }, language_info: { name: 'python', version: '3.11' } },
  cells,
});

const describeTable = `<table class="dataframe"><thead><tr><th></th><th>x1</th><th>x2</th><th>x3</th><th>target</th></tr></thead><tbody>
<tr><th>count</th><td>1000.0</td><td>1000.0</td><td>968.0</td><td>1000.0</td></tr><tr><th>mean</th><td>0.503</td><td>-0.012</td><td>2.114</td><td>1.871</td></tr>
<tr><th>std</th><td>0.289</td><td>1.004</td><td>1.537</td><td>0.942</td></tr><tr><th>max</th><td>0.999</td><td>3.241</td><td>9.870</td><td>5.112</td></tr></tbody></table>`;

interface DemoCode {
  by: number;
  board: 'site' | 'competition';
  category: CodeCategory;
  tags: string[];
  title: string;
  body: string;
  notebook?: { name: string; cells: Cell[] };
  /** A later version the author posted: a new body and notebook. */
  revision?: { body: string; notebook: { name: string; cells: Cell[] } };
  daysAgo: number;
  views: number;
  likedBy: number[];
  comments?: DemoComment[];
}

const edaCells = [
  md('# 탐색적 데이터 분석 (EDA)\n\n대회 데이터의 분포와 결측치를 먼저 살펴봅니다. 모든 셀은 `pandas`만으로 실행됩니다.'),
  code(1, "import pandas as pd\n\ntrain = pd.read_csv('train.csv')\nprint(train.shape)", [printed('(1000, 5)\n')]),
  code(2, 'train.describe()', [table(describeTable, '        x1     x2     x3  target\ncount 1000.0 1000.0 968.0 1000.0')]),
  md('## target 분포\n\n오른쪽으로 조금 치우쳐 있어서 로그 변환을 고려해 볼 만합니다.'),
  code(3, "train['target'].hist(bins=8)", [plot([41, 118, 203, 251, 198, 117, 52, 20])]),
  code(4, 'train.isna().mean().round(3)', [printed('x1        0.000\nx2        0.000\nx3        0.032\ntarget    0.000\ndtype: float64\n')]),
  md('**정리**: x3에만 결측치가 3.2% 있습니다. 중앙값으로 채우는 것부터 시작해 보세요.'),
];

const lightgbmCells = [
  md('# 5-fold LightGBM baseline\n\nA plain K-fold baseline that scores about **0.41 RMSE** locally.'),
  code(1, "import lightgbm as lgb\nfrom sklearn.model_selection import KFold\n\nfeatures = ['x1', 'x2', 'x3']\nkf = KFold(n_splits=5, shuffle=True, random_state=42)", []),
  code(
    2,
    "scores = []\nfor fold, (tr, va) in enumerate(kf.split(train)):\n    model = lgb.LGBMRegressor(n_estimators=400, learning_rate=0.05)\n    model.fit(train.loc[tr, features], train.loc[tr, 'target'])\n    scores.append(rmse(train.loc[va, 'target'], model.predict(train.loc[va, features])))\n    print(f'fold {fold}: {scores[-1]:.4f}')",
    [printed('fold 0: 0.4087\nfold 1: 0.4152\nfold 2: 0.4019\nfold 3: 0.4201\nfold 4: 0.4106\n')],
  ),
  code(3, 'pd.Series(model.feature_importances_, index=features).plot.bar()', [plot([412, 265, 188], [16, 185, 129])]),
];

const baselineCells = (withLog: boolean) => [
  md(`# 베이스라인: 결측치 처리와 선형 회귀${withLog ? ' (v2: 로그 변환 추가)' : ''}`),
  code(1, "from sklearn.linear_model import LinearRegression\n\ntrain['x3'] = train['x3'].fillna(train['x3'].median())\ntrain['x1x2'] = train['x1'] * train['x2']", []),
  code(
    2,
    withLog
      ? "model = LinearRegression().fit(X, np.log1p(y))\nprint('valid RMSE', valid_rmse(model, log=True))"
      : "model = LinearRegression().fit(X, y)\nprint('valid RMSE', valid_rmse(model))",
    [printed(withLog ? 'valid RMSE 0.4630\n' : 'valid RMSE 0.5012\n')],
  ),
  code(3, 'residuals.hist(bins=8)', [plot(withLog ? [12, 48, 160, 290, 282, 150, 44, 14] : [30, 80, 170, 240, 220, 150, 70, 40], [234, 88, 12])]),
  md('제출 파일은 `sample_submission.csv`와 같은 순서로 만들었습니다.'),
];

const vizCells = [
  md('# Feature importance, three ways\n\nGain, split count and permutation importance often disagree. Here is how they compare on this data.'),
  code(1, "importance = pd.DataFrame({'gain': gain, 'split': split, 'permutation': perm}, index=features)\nimportance", [
    table(
      '<table class="dataframe"><thead><tr><th></th><th>gain</th><th>split</th><th>permutation</th></tr></thead><tbody><tr><th>x1</th><td>0.52</td><td>0.41</td><td>0.48</td></tr><tr><th>x2</th><td>0.31</td><td>0.35</td><td>0.22</td></tr><tr><th>x3</th><td>0.17</td><td>0.24</td><td>0.30</td></tr></tbody></table>',
      'gain split permutation',
    ),
  ]),
  code(2, "importance['permutation'].sort_values().plot.barh()", [plot([48, 30, 22], [219, 39, 119])]),
];

const demoCode: DemoCode[] = [
  {
    by: 1,
    board: 'site',
    category: 'eda',
    tags: ['pandas', 'EDA', '입문'],
    title: 'pandas로 시작하는 탐색적 데이터 분석',
    body: '처음 대회에 참가하는 분들을 위해 **EDA 순서**를 노트북으로 정리했습니다.\n\n1. 크기와 자료형 확인\n2. 기술 통계\n3. 목표 변수 분포\n4. 결측치 비율',
    notebook: { name: 'eda_입문.ipynb', cells: edaCells },
    daysAgo: 9,
    views: 412,
    likedBy: [2, 3, 4, 5],
    comments: [
      { by: 3, body: '결측치 비율 보는 부분이 특히 도움이 됐어요. 감사합니다!', replies: [{ by: 1, body: '도움이 됐다니 기뻐요 😊' }] },
      { by: 6, body: 'x3를 중앙값으로 채우는 것과 KNN으로 채우는 것 비교도 보고 싶네요.' },
    ],
  },
  {
    by: 4,
    board: 'site',
    category: 'modeling',
    tags: ['lightgbm', 'cross-validation'],
    title: 'A 5-fold LightGBM baseline you can copy',
    body: 'A compact K-fold template. Swap in your own features and metric.',
    notebook: { name: 'lgbm_kfold_baseline.ipynb', cells: lightgbmCells },
    daysAgo: 5,
    views: 236,
    likedBy: [1, 2],
    comments: [{ by: 2, body: 'Clean template — I added early stopping and it gained another 0.005.' }],
  },
  {
    by: 2,
    board: 'site',
    category: 'tutorial',
    tags: ['matplotlib', '한글폰트'],
    title: 'matplotlib에서 한글이 깨질 때',
    body: '그래프 제목의 한글이 네모로 나온다면 폰트를 지정해 주세요.\n\n```python\nimport matplotlib.pyplot as plt\nplt.rcParams["font.family"] = "NanumGothic"\nplt.rcParams["axes.unicode_minus"] = False\n```\n\nColab에서는 `apt-get install fonts-nanum` 후 런타임을 다시 시작해야 합니다.',
    daysAgo: 2,
    views: 98,
    likedBy: [1],
  },
  {
    by: 2,
    board: 'competition',
    category: 'baseline',
    tags: ['baseline', 'sklearn'],
    title: '베이스라인 노트북: 결측치 처리와 선형 회귀',
    body: '대회 데이터로 바로 제출할 수 있는 베이스라인입니다. 두 번째 버전에서 목표 변수에 로그 변환을 더했습니다.',
    notebook: { name: 'baseline_v1.ipynb', cells: baselineCells(false) },
    revision: {
      body: '대회 데이터로 바로 제출할 수 있는 베이스라인입니다. 두 번째 버전에서 목표 변수에 로그 변환을 더해 검증 RMSE가 0.501에서 0.463으로 내려갔습니다.',
      notebook: { name: 'baseline_v2.ipynb', cells: baselineCells(true) },
    },
    daysAgo: 4,
    views: 187,
    likedBy: [1, 3, 4],
    comments: [
      { by: 1, body: '로그 변환 전후 비교가 있어서 이해가 잘 돼요.', replies: [{ by: 2, body: '다음 버전에서는 교차 검증도 넣어 볼게요.' }] },
      { by: 7, body: 'Thanks! The v2 residuals look much more symmetric.' },
    ],
  },
  {
    by: 5,
    board: 'competition',
    category: 'visualization',
    tags: ['feature-importance', 'visualization'],
    title: 'Feature importance, three ways',
    body: 'Why gain-based importance can mislead, with a permutation check.',
    notebook: { name: 'feature_importance.ipynb', cells: vizCells },
    daysAgo: 1,
    views: 64,
    likedBy: [2],
    comments: [{ by: 4, body: 'Permutation importance putting x3 above x2 is a nice catch.' }],
  },
];

const DAY = 24 * 3_600_000;

async function seedOne(db: Database, storage: Storage, item: DemoCode, people: UserRow[], board: CompetitionRow | null, now: Date) {
  const createdAt = new Date(now.getTime() - item.daysAgo * DAY);
  const file = (nb: { name: string; cells: Cell[] }) => {
    const bytes = Buffer.from(JSON.stringify(notebook(nb.cells), null, 1));
    // The demo's own notebooks are trusted, so they are rendered here rather than in the render pool.
    return storeNotebook(storage, { name: nb.name, bytes }, renderNotebookFile(bytes));
  };
  const input = { title: item.title, category: item.category, tags: item.tags, content: item.body };
  let post = await createCodePost(db, {
    competitionId: board?.id ?? null,
    authorId: people[item.by]!.id,
    input,
    notebook: item.notebook ? await file(item.notebook) : null,
    createdAt,
  });
  if (item.revision) {
    post = await updateCodePost(db, { post, input: { ...input, content: item.revision.body }, notebook: await file(item.revision.notebook), removeNotebook: false });
  }
  await seedComments(db, { post, board, people, comments: item.comments ?? [], hoursApart: 3 });
  // Likers read the post through first, as the page requires.
  for (const index of item.likedBy) {
    await countCodeView(db, { post, readerId: people[index]!.id, read: true, visitor: `u:${people[index]!.id}` });
    await toggleVote(db, { board: 'code', postId: post.id, userId: people[index]!.id });
  }
  await db
    .update(communityPosts)
    .set({ viewCount: item.views, shareCount: Math.floor(item.views / 40) })
    .where(isPost({ board: 'code', postId: post.id }));
}

/**
 * Demo code share: site-wide notebooks and a competition's notebooks in Korean and English, with plots, a
 * second version, comments and likes, through the same functions the API uses.
 */
export async function seedCode(db: Database, storage: Storage, options: { people: UserRow[]; now: Date }) {
  const [first] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(isNotNull(competitions.publishedAt), eq(competitions.accessMode, 'public')))
    .orderBy(asc(competitions.id))
    .limit(1);
  const board = first ? await findCompetition(db, first.id) : null;
  for (const item of demoCode) {
    if (item.board === 'competition' && !board) continue;
    await seedOne(db, storage, item, options.people, item.board === 'competition' ? board : null, options.now);
  }
}
