import { bannerInputSchema, type BannerInput } from '@madang/contracts/banners';
import type { AppContext } from '../../app-context.ts';
import { uploadImage } from '../host/upload-image.ts';
import { type DemoArt, drawDemoArt } from './demo-art.ts';
import { createBanner } from './save-banner.ts';

interface DemoBanner {
  input: BannerInput;
  art: DemoArt;
}

const text = (ko: string, en: string) => ({ ko, en });
const SLIDE = { width: 1200, height: 420 };
const TILE = { width: 600, height: 300 };

/** The demo's banners: three rolling slides, the banner row's three tiles, and a popup left switched off as an example. */
export const demoBanners: DemoBanner[] = [
  {
    input: {
      kind: 'rolling',
      title: text('실제 데이터로 겨루는 경진대회', 'Compete on real-world data'),
      body: text(
        '공식 경진대회에 참가해 모델을 제출하고 리더보드에서 내 위치를 확인하세요.',
        'Join official competitions, submit your models and see where you stand on the leaderboard.',
      ),
      link_url: '/competitions',
      position: 1,
    },
    art: { from: '#1f4fd1', to: '#0b2a7a', seed: 3 },
  },
  {
    input: {
      kind: 'rolling',
      title: text('해커톤과 프로젝트로 배우는 데이터 과학', 'Learn data science through hackathons and projects'),
      body: text('입문부터 심화까지, 단계별 프로젝트로 실력을 쌓으세요.', 'Build your skills step by step with projects from beginner to advanced.'),
      link_url: '/hackathon',
      position: 2,
    },
    art: { from: '#0f8a6b', to: '#07503f', seed: 5 },
  },
  {
    input: {
      kind: 'rolling',
      title: text('묻고 나누는 커뮤니티', 'A community that asks and shares'),
      body: text('코드와 노하우를 공유하고 다음 도전을 함께할 팀원을 찾으세요.', 'Share code and know-how, and find teammates for your next challenge.'),
      link_url: '/community',
      position: 3,
    },
    art: { from: '#7a3fd1', to: '#3d1a7a', seed: 8 },
  },
  {
    input: {
      kind: 'tile',
      title: text('우승자 인터뷰', 'Winner interviews'),
      body: text('상위 팀은 문제를 어떻게 풀었을까', 'How top finishers solved the problem'),
      link_url: '/ranking/interview',
      position: 1,
    },
    art: { from: '#e0702a', to: '#a63d0f', seed: 2 },
  },
  {
    input: {
      kind: 'tile',
      title: text('경진대회 개최', 'Host a competition'),
      body: text('우리 기관의 데이터로 대회를 열어 보세요', "Run a competition on your organisation's data"),
      link_url: '/sponsorship',
      position: 2,
    },
    art: { from: '#2a8fe0', to: '#0f5aa6', seed: 6 },
  },
  {
    input: {
      kind: 'tile',
      title: text('채용', 'Careers'),
      body: text('마당을 만드는 사람들과 함께 성장하세요', 'Grow with the people behind Madang'),
      link_url: '/more/recruit',
      position: 3,
    },
    art: { from: '#2aa86b', to: '#137044', seed: 9 },
  },
  {
    input: {
      kind: 'popup',
      title: text('겨울 시즌 경진대회 개막', 'The winter season has opened'),
      body: text('새 공식 경진대회 세 개가 열렸습니다. 지금 참가하세요.', 'Three new official competitions have opened. Join now.'),
      link_url: '/competitions',
      // Switched off: a popup on every demo visit would stand in the way; an admin switches it on to try it.
      active: false,
    },
    art: { from: '#d13f6a', to: '#7a0f33', seed: 4 },
  },
];

/** Writes the demo's banners with their drawn pictures, stored like any uploaded image. */
export async function seedBanners(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<void> {
  for (const banner of demoBanners) {
    const picture = await drawDemoArt(banner.art, banner.input.kind === 'tile' ? TILE : SLIDE);
    const { url } = await uploadImage(ctx.storage, picture);
    await createBanner(ctx.db, { input: bannerInputSchema.parse({ ...banner.input, image_url: url }) });
  }
}
