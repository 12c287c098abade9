import type { Database } from '../../db/client.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { createComment } from '../community/comments.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { askQuestion, setFaq } from './write-question.ts';

const HOUR = 3_600_000;

interface DemoQuestion {
  by: 'member' | 'leader';
  title: string;
  body: string;
  hoursAgo: number;
  answer?: string;
  faq?: boolean;
}

/** The running housing competition's questions: one answered and published as FAQ, one answered in private, one waiting. */
const questions: DemoQuestion[] = [
  {
    by: 'member',
    title: '외부 공개 데이터를 써도 되나요? (May we use public outside data?)',
    body: '국토교통부 실거래가 공개 데이터를 추가 특성으로 쓰고 싶습니다. 허용되나요?\n\nWe would like to add public transaction data as extra features. Is that allowed?',
    hoursAgo: 72,
    answer:
      '누구나 내려받을 수 있는 공개 데이터는 쓸 수 있습니다. 출처를 코드 설명에 적어 주세요.\n\nPublic data anyone can download is allowed; name the source in your write-up.',
    faq: true,
  },
  {
    by: 'member',
    title: '최종 제출 두 개를 바꿀 수 있나요? (Can we change our two final submissions?)',
    body: '마감 전까지 최종 제출로 고른 두 개를 바꿀 수 있는지 궁금합니다.\n\nCan we change the two submissions we chose as final before the deadline?',
    hoursAgo: 30,
    answer: '네, 마감 전까지는 제출 탭에서 언제든 바꿀 수 있습니다.\n\nYes, until the deadline you can change them on the submissions tab.',
  },
  {
    by: 'leader',
    title: '제출 파일의 행 순서가 달라도 되나요? (Does the row order of a submission matter?)',
    body: 'test.csv와 id 순서가 다르면 채점이 되나요?\n\nIs a submission scored when its ids are in another order than test.csv?',
    hoursAgo: 5,
  },
];

/** Demo support questions through the functions the API uses: asked by the demo member and leader, answered by the host. */
export async function seedSupport(db: Database, options: { host: UserRow; member: UserRow; leader: UserRow; now: Date }) {
  const competition = await findCompetition(db, 'housing-price-2025');
  for (const demo of questions) {
    const askedAt = new Date(options.now.getTime() - demo.hoursAgo * HOUR);
    const question = await askQuestion(db, { competition, author: options[demo.by], input: { title: demo.title, content: demo.body }, createdAt: askedAt });
    if (!demo.answer) continue;
    const answeredAt = new Date(askedAt.getTime() + 3 * HOUR);
    await createComment(db, { post: question, board: competition, author: options.host, body: demo.answer, createdAt: answeredAt });
    if (demo.faq) await setFaq(db, { question, faq: true, now: new Date(answeredAt.getTime() + HOUR) });
  }
}
