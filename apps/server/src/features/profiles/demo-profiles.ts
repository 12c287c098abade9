import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { communityBookmarks, communityPosts, userFollows, userProfiles, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { imageStorageKey, uploadImage } from '../host/upload-image.ts';
import { gradientPng } from './generated-png.ts';

type Rgb = [number, number, number];

/** Introductions and links by demo name; people not named here keep an empty profile, as real members often do. */
const about: Record<string, { introduction: string; links: string[]; colours?: [Rgb, Rgb] }> = {
  데이터새싹: {
    introduction: '데이터 분석을 공부하는 대학생입니다. 첫 대회에서 메달을 따는 것이 목표예요!\nI am learning data analysis; my goal is a medal in my first competition.',
    links: ['https://github.com/data-sprout'],
    colours: [
      [36, 87, 230],
      [126, 200, 255],
    ],
  },
  팀장하늘: {
    introduction: '시계열 예측과 앙상블을 좋아하는 팀장입니다. 함께할 팀원을 언제나 찾고 있습니다.',
    links: ['https://github.com/sky-leader', 'https://sky-leader.dev'],
    colours: [
      [255, 138, 61],
      [255, 213, 107],
    ],
  },
  열공러: {
    introduction: 'Kaggle에서 넘어왔습니다. Tabular 데이터와 LightGBM 튜닝에 관심이 많아요.',
    links: [],
    colours: [
      [18, 128, 92],
      [160, 230, 200],
    ],
  },
  모델장인: {
    introduction: 'Feature engineering > model tuning. 코드 공유를 자주 합니다.',
    links: ['https://github.com/model-artisan'],
    colours: [
      [90, 60, 200],
      [200, 170, 255],
    ],
  },
  피처요정: { introduction: '피처 하나로 순위를 바꾸는 것을 좋아합니다.', links: [] },
  그래디언트: {
    introduction: 'Deep learning for tabular data. Seoul-based ML engineer.',
    links: ['https://gradient.example.com'],
    colours: [
      [217, 45, 32],
      [255, 170, 150],
    ],
  },
};

/** Who follows whom among the demo people, by name. */
const follows: [string, string][] = [
  ['데이터새싹', '팀장하늘'],
  ['데이터새싹', '모델장인'],
  ['열공러', '팀장하늘'],
  ['모델장인', '팀장하늘'],
  ['피처요정', '팀장하늘'],
  ['팀장하늘', '모델장인'],
  ['그래디언트', '데이터새싹'],
  ['랜덤포레', '모델장인'],
];

/** Profiles for the demo: introductions, generated pictures and covers, and follows. */
export async function seedProfiles(ctx: Pick<AppContext, 'db' | 'storage'>, options: { people: UserRow[]; now: Date }): Promise<void> {
  const byName = new Map(options.people.map((person) => [person.name, person]));
  const stored = async (png: Buffer) => {
    const image = await uploadImage(ctx.storage, png);
    return imageStorageKey(image.url.slice(image.url.lastIndexOf('/') + 1));
  };
  for (const [name, profile] of Object.entries(about)) {
    const person = byName.get(name);
    if (!person) continue;
    const [from, to] = profile.colours ?? [
      [107, 115, 130],
      [207, 213, 223],
    ];
    const cover = profile.colours ? await stored(gradientPng({ width: 400, height: 100, from, to })) : null;
    if (profile.colours) {
      const picture = await stored(gradientPng({ width: 96, height: 96, from, to, mark: [255, 255, 255] }));
      await ctx.db.update(users).set({ picturePath: picture, pictureUpdatedAt: options.now }).where(eq(users.id, person.id));
    }
    await ctx.db.insert(userProfiles).values({
      userId: person.id,
      introduction: profile.introduction,
      links: profile.links,
      coverPath: cover,
      coverUpdatedAt: cover ? options.now : null,
      updatedAt: options.now,
    });
  }
  const rows = follows.flatMap(([follower, followee]) => {
    const a = byName.get(follower);
    const b = byName.get(followee);
    return a && b ? [{ followerId: a.id, followeeId: b.id, createdAt: options.now }] : [];
  });
  if (rows.length > 0) await ctx.db.insert(userFollows).values(rows).onConflictDoNothing();
  await bookmarkForumPosts(ctx, { person: byName.get('데이터새싹'), now: options.now });
}

/** The demo member keeps a few forum posts of others in their bookmarks. */
async function bookmarkForumPosts(ctx: Pick<AppContext, 'db'>, options: { person: UserRow | undefined; now: Date }) {
  const { person } = options;
  if (!person) return;
  const posts = await ctx.db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.board, 'talk'), isNull(communityPosts.competitionId), isNull(communityPosts.deletedAt), ne(communityPosts.authorId, person.id)))
    .orderBy(desc(communityPosts.id))
    .limit(2);
  if (posts.length > 0)
    await ctx.db
      .insert(communityBookmarks)
      .values(posts.map((post) => ({ board: 'talk' as const, postId: post.id, userId: person.id, createdAt: options.now })))
      .onConflictDoNothing();
}
