import { faqInputSchema, noticeInputSchema, TERMS_NOTICE_ID, XP_GUIDE_NOTICE_ID, type FaqInput, type NoticeInput } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { createFaqEntry } from './create-faq-entry.ts';
import { createNotice } from './create-notice.ts';

const DAY = 86_400_000;

interface DemoNotice {
  /** Only the notices the spec links by number have a fixed id. */
  id?: number;
  daysAgo: number;
  input: NoticeInput;
}

const text = (ko: string, en: string) => ({ ko, en });

/** The demo's notices, oldest first: the spec's terms notice (89) and XP guide (108) among them. */
export const demoNotices: DemoNotice[] = [
  {
    daysAgo: 60,
    input: {
      category: 'general',
      pinned: true,
      title: text('마당에 오신 것을 환영합니다', 'Welcome to Madang'),
      body: text(
        '마당은 누구나 데이터 과학 경진대회를 열고 참가할 수 있는 공간입니다.\n\n' +
          '- **경진대회**: 데이터를 내려받아 예측 파일을 제출하면 리더보드에서 바로 점수를 확인할 수 있습니다.\n' +
          '- **팀**: 대회마다 최대 5명까지 팀을 꾸릴 수 있습니다.\n' +
          '- **Python API**: 계정 페이지에서 토큰을 발급받아 노트북에서 바로 제출하세요.\n\n' +
          '궁금한 점은 [자주 묻는 질문](/faq)을 먼저 확인해 주세요.',
        'Madang is a place where anyone can run and join data-science competitions.\n\n' +
          '- **Competitions**: download the data, submit a prediction file and see your score on the leaderboard at once.\n' +
          '- **Teams**: form a team of up to five people in each competition.\n' +
          '- **Python API**: issue a token on the account page and submit straight from your notebook.\n\n' +
          'If you have a question, please check the [FAQ](/en/faq) first.',
      ),
    },
  },
  {
    id: TERMS_NOTICE_ID,
    daysAgo: 45,
    input: {
      category: 'update',
      title: text('이용약관 개정 안내 (2023.3.29 시행)', 'Revised terms of service (effective March 29, 2023)'),
      body: text(
        '마당 이용약관이 아래와 같이 개정되었습니다.\n\n' +
          '## 주요 변경 사항\n' +
          '1. 대회 제출물의 저작권과 이용 범위를 명확히 했습니다.\n' +
          '2. 탈퇴 후 같은 이메일로 다시 가입하려면 30일이 지나야 합니다.\n' +
          '3. 마케팅 정보 수신 동의는 선택 항목으로 분리했습니다.\n\n' +
          '개정 약관은 2023년 3월 29일부터 적용됩니다. 시행일 이후 서비스를 계속 이용하시면 개정 약관에 동의한 것으로 봅니다. ' +
          '전문은 화면 아래의 **이용약관** 링크에서 볼 수 있습니다.',
        'The Madang terms of service have been revised as follows.\n\n' +
          '## Main changes\n' +
          '1. Copyright and the permitted use of competition submissions are stated clearly.\n' +
          '2. Signing up again with the same e-mail after withdrawing needs 30 days to pass.\n' +
          '3. Consent to marketing messages is now a separate, optional item.\n\n' +
          'The revised terms apply from March 29, 2023. Using the service after that date means you accept them. ' +
          'The full text is behind the **Terms** link at the bottom of every page.',
      ),
    },
  },
  {
    id: XP_GUIDE_NOTICE_ID,
    daysAgo: 30,
    input: {
      category: 'general',
      pinned: true,
      title: text('XP와 레벨 안내', 'A guide to XP and levels'),
      body: text(
        '대회 참가, 제출, 학습으로 XP를 모으면 레벨이 오릅니다.\n\n' +
          '| 레벨 | 필요한 누적 XP |\n| --- | --- |\n| 1 | 0 |\n| 2 | 150 |\n| 3 | 500 |\n| 4 | 2,500 |\n| 5 | 10,000 |\n\n' +
          '- 하루에 얻을 수 있는 XP는 최대 **800**입니다.\n' +
          '- 레벨 5가 최고 레벨이며, 누적 20,000 XP에서 막대가 가득 찹니다.\n' +
          '- XP 내역은 머리글의 XP 버튼에서 확인할 수 있습니다.',
        'Taking part in competitions, submitting and learning earn XP, and XP raises your level.\n\n' +
          '| Level | Total XP needed |\n| --- | --- |\n| 1 | 0 |\n| 2 | 150 |\n| 3 | 500 |\n| 4 | 2,500 |\n| 5 | 10,000 |\n\n' +
          '- You can earn at most **800** XP a day.\n' +
          '- Level 5 is the highest; its bar is full at 20,000 XP in total.\n' +
          '- Your XP history is behind the XP button in the header.',
      ),
    },
  },
  {
    daysAgo: 20,
    input: {
      category: 'update',
      title: text('Python 제출 API와 개인 토큰을 공개합니다', 'The Python submission API and personal tokens are here'),
      body: text(
        '이제 웹 페이지를 열지 않고도 예측 파일을 제출할 수 있습니다.\n\n' +
          '1. **계정 → Python API 토큰**에서 토큰을 발급받습니다. 토큰은 한 번만 보여 주니 안전한 곳에 보관하세요.\n' +
          '2. `pip install madang` 후 `madang.submit(...)`으로 제출합니다.\n\n' +
          '토큰이 노출되었다면 바로 폐기하고 새로 발급받으세요.',
        'You can now submit a prediction file without opening the web page.\n\n' +
          '1. Issue a token under **Account → Python API token**. It is shown once, so keep it somewhere safe.\n' +
          '2. Run `pip install madang` and submit with `madang.submit(...)`.\n\n' +
          'If a token leaks, revoke it at once and issue a new one.',
      ),
    },
  },
  {
    daysAgo: 18,
    input: {
      category: 'competition',
      title: text('2025 아파트 실거래가 예측 AI 경진대회 개최', 'The 2025 Apartment Price Prediction AI Competition is open'),
      body: text(
        '주택의 특성으로 아파트 실거래가를 예측하는 대회가 시작되었습니다.\n\n' +
          '- 평가 지표: RMSE\n- 하루 제출 횟수: 3회\n- 총상금: 1,000만 원\n\n' +
          '자세한 내용은 [대회 페이지](/competitions/official/housing-price-2025)에서 확인하세요.',
        'A competition to predict apartment sale prices from housing features has begun.\n\n' +
          '- Metric: RMSE\n- Submissions per day: 3\n- Total prize: 10,000,000 KRW\n\n' +
          'See the [competition page](/en/competitions/official/housing-price-2025) for the details.',
      ),
    },
  },
  {
    daysAgo: 9,
    input: {
      category: 'event',
      title: text('봄 해커톤 참가 팀 모집', 'Teams wanted for the spring hackathon'),
      body: text(
        '이틀 동안 열리는 봄 해커톤에 참가할 팀을 모집합니다. 혼자 신청해도 대회 페이지의 팀 탭에서 팀원을 찾을 수 있습니다.',
        'We are looking for teams for the two-day spring hackathon. You can sign up alone and find teammates on the team tab of the competition page.',
      ),
    },
  },
  {
    daysAgo: 2,
    input: {
      category: 'maintenance',
      title: text('정기 점검 안내 (일요일 새벽 2시~4시)', 'Scheduled maintenance (Sunday 2–4 a.m. KST)'),
      body: text(
        '서비스 안정화를 위해 이번 주 일요일 새벽 2시부터 4시까지 점검을 진행합니다.\n\n' +
          '점검 중에는 로그인과 제출이 잠시 중단됩니다. 점검 전에 채점이 끝나지 않은 제출은 점검 후 이어서 채점됩니다. 이용에 불편을 드려 죄송합니다.',
        'We will carry out maintenance this Sunday from 2 to 4 a.m. (Korean time).\n\n' +
          'Logging in and submitting pause during the work. Submissions still being graded when it starts are graded once it ends. We apologise for the inconvenience.',
      ),
    },
  },
];

/** The demo's FAQ, in the order the page shows it. */
export const demoFaq: FaqInput[] = [
  {
    category: 'account',
    question: text('비밀번호를 잊어버렸어요.', 'I forgot my password.'),
    answer: text(
      '로그인 창의 **계정 찾기**에서 가입한 이메일을 입력하면 재설정 링크를 보내 드립니다. 메일이 오지 않으면 스팸함을 확인해 주세요.',
      'Use **Find account** in the login window and enter the e-mail you signed up with; we send you a reset link. If no mail arrives, please check your spam folder.',
    ),
  },
  {
    category: 'account',
    question: text('인증 메일을 다시 받고 싶어요.', 'How do I get the verification mail again?'),
    answer: text(
      '로그인하면 인증이 필요하다는 안내와 함께 **다시 보내기** 버튼이 나옵니다. 10분에 3번까지 보낼 수 있습니다.',
      'When you log in you are told that verification is needed, with a **Resend** button. You can resend up to three times in ten minutes.',
    ),
  },
  {
    category: 'account',
    question: text('탈퇴한 뒤 같은 이메일로 다시 가입할 수 있나요?', 'Can I sign up again with the same e-mail after withdrawing?'),
    answer: text('탈퇴 후 30일이 지나면 같은 이메일로 다시 가입할 수 있습니다.', 'Yes, once 30 days have passed since you withdrew.'),
  },
  {
    category: 'competition',
    question: text('대회에 참가하려면 어떻게 하나요?', 'How do I join a competition?'),
    answer: text(
      '대회 페이지에서 **참가하기**를 누르고 대회 규칙에 동의하면 됩니다. 참가하면 혼자서도 1인 팀이 만들어집니다.',
      'Press **Join** on the competition page and accept its rules. Joining alone makes you a one-person team.',
    ),
  },
  {
    category: 'competition',
    question: text('공개 점수와 비공개 점수는 무엇이 다른가요?', 'What is the difference between the public and private scores?'),
    answer: text(
      '제출 파일은 정답의 일부(공개 부분)로 바로 채점되어 리더보드에 표시됩니다. 나머지(비공개 부분)로 매긴 점수는 대회가 끝난 뒤 공개되며 최종 순위를 정합니다.',
      'A submission is scored at once on part of the answers (public) for the leaderboard. The score on the rest (private) is revealed after the close and decides the final ranking.',
    ),
  },
  {
    category: 'submission',
    question: text('하루에 몇 번 제출할 수 있나요?', 'How many times a day can I submit?'),
    answer: text(
      '대회마다 다르며 보통 하루 3번입니다. 횟수는 한국 시간 자정에 초기화되고, 팀 전체가 함께 씁니다.',
      'It depends on the competition, usually three a day. The count resets at midnight Korean time and is shared by the whole team.',
    ),
  },
  {
    category: 'submission',
    question: text('제출 파일 형식이 맞지 않는다고 나와요.', 'My submission is refused for its format.'),
    answer: text(
      '`sample_submission.csv`와 같은 열 이름과 행 수를 지켜 주세요. 파일 이름은 공백·한글·특수 문자 없이 30자 이하여야 합니다.',
      'Keep the column names and row count of `sample_submission.csv`. The file name must be 30 characters or fewer, with no spaces, Korean letters or symbols.',
    ),
  },
  {
    category: 'submission',
    question: text('최종 제출물은 어떻게 고르나요?', 'How do I choose my final submissions?'),
    answer: text(
      '내 제출 탭에서 채점이 끝난 제출 가운데 최대 2개를 최종으로 고를 수 있습니다. 고르지 않으면 공개 점수가 가장 좋은 제출이 쓰입니다.',
      'On the my-submissions tab you can choose up to two scored submissions as final. Without a choice, your best public score is used.',
    ),
  },
  {
    category: 'team',
    question: text('팀원은 어떻게 초대하나요?', 'How do I invite teammates?'),
    answer: text(
      '팀장이 팀 탭에서 닉네임으로 초대하거나 초대 링크를 공유합니다. 팀 병합 마감일 이후에는 팀을 바꿀 수 없습니다.',
      'The team leader invites by nickname on the team tab or shares an invite link. Teams cannot change after the team merge deadline.',
    ),
  },
  {
    category: 'team',
    question: text('팀에서 나가고 싶어요.', 'I want to leave my team.'),
    answer: text(
      '팀원은 팀 탭에서 탈퇴를 요청하고, 팀장이 수락하면 팀에서 나가게 됩니다. 이미 제출한 기록은 팀에 남습니다.',
      'A member asks to leave on the team tab, and leaves once the leader accepts. Submissions already made stay with the team.',
    ),
  },
  {
    category: 'other',
    question: text('대회를 직접 열 수 있나요?', 'Can I run a competition myself?'),
    answer: text(
      '관리자가 호스트 권한을 주면 아바타 메뉴의 **대회 관리**에서 대회를 만들고 공개할 수 있습니다.',
      'Once an administrator makes you a host, you can create and publish competitions under **Host console** in the avatar menu.',
    ),
  },
];

/** Writes the demo notices and FAQ through the feature's own create functions, in one transaction. */
export async function seedNotices(db: Database, options: { authorUserId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    // Fixed ids first, so the notices numbered by the sequence come after them.
    const ordered = [...demoNotices].sort((a, b) => (b.id ?? 0) - (a.id ?? 0) || b.daysAgo - a.daysAgo);
    for (const notice of ordered) {
      await createNotice(tx, {
        input: noticeInputSchema.parse(notice.input),
        authorUserId: options.authorUserId,
        createdAt: new Date(options.now.getTime() - notice.daysAgo * DAY),
        ...(notice.id === undefined ? {} : { id: notice.id }),
      });
    }
    for (const entry of demoFaq) await createFaqEntry(tx, { input: faqInputSchema.parse(entry) });
  });
}
