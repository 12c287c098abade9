import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badgeListQuerySchema,
  badgesConfirmedSchema,
  codeSummarySchema,
  competeQuerySchema,
  competitionSummarySchema,
  heatmapDaySchema,
  listScrollParamsSchema,
  listScrollQuerySchema,
  PROFILE_PAGE_SIZE,
  PROFILE_XP_PAGE_SIZE,
  profileAboutSchema,
  profileAboutViewSchema,
  profileBadgeSchema,
  profileCodePageSchema,
  profileCompetitionSchema,
  profileHeaderSchema,
  profileHomeSchema,
  profileListPageSchema,
  profileTalkItemSchema,
  profileXpQuerySchema,
  profileXpSchema,
  talkSummarySchema,
  userIdQuerySchema,
} from '@madang/contracts/profiles';
import type { ProfileHome, ProfileXp } from '@madang/contracts/profiles';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../http/app-error.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { listUserCodePosts } from '../codeshare/list-posts.ts';
import { userRanking } from '../rankings/user-rank.ts';
import { xpHistory, xpProfile } from '../xp/xp-summary.ts';
import { summarizeCode } from './code-activity.ts';
import { findProfileUser, readProfileRow } from './find-profile-user.ts';
import { countFollows, isFollowing } from './follows.ts';
import { listBadges } from './list-badges.ts';
import { listCompetitionsTaken, summarizeCompetitions } from './list-competitions-taken.ts';
import { presentProfileHeader } from './presenter.ts';
import { readHeatmap } from './read-heatmap.ts';
import { listTalkPosts, summarizeTalk } from './talk-activity.ts';
import { assertOwnProfile } from './policy.ts';
import { confirmBadges, updateProfile } from './update-profile.ts';

const tags = ['profiles'];
const HOME_BADGES = 6;
const HOME_COMPETITIONS = 3;

/** The profile pages' reads (spec section 7: /profile/*, /myinfo/profile, /myinfo/heatmap, /myinfo2/compe): anyone may read a profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  /** The member the query names, and whether the viewer is that member. */
  const subject = async (request: Parameters<typeof currentUser>[0], userId: number) => {
    const user = await findProfileUser(db, userId);
    const viewer = currentUser(request);
    return { user, viewer, viewerIsOwner: viewer?.id === user.id };
  };

  app.get('/profile', { schema: { querystring: userIdQuerySchema, response: okResponse(profileHeaderSchema), tags } }, async (request) => {
    const { user, viewer, viewerIsOwner } = await subject(request, request.query.user_id);
    const [profile, counts, following, ranking] = await Promise.all([
      readProfileRow(db, user.id),
      countFollows(db, user.id),
      viewer && !viewerIsOwner ? isFollowing(db, { followerId: viewer.id, followeeId: user.id }) : false,
      userRanking(db, { userId: user.id }),
    ]);
    return ok(presentProfileHeader(user, profile, { ...counts, isFollowing: following, isMine: viewerIsOwner, ranking }));
  });

  app.get('/profile/home', { schema: { querystring: userIdQuerySchema, response: okResponse(profileHomeSchema), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    const [entries, talk, code, profile] = await Promise.all([
      listCompetitionsTaken(db, { userId: user.id, viewerIsOwner }),
      summarizeTalk(db, { userId: user.id, viewerIsOwner }),
      summarizeCode(db, { userId: user.id, viewerIsOwner }),
      readProfileRow(db, user.id),
    ]);
    const badges = await listBadges(db, { userId: user.id, acquired: true, confirmedAt: profile.badgesConfirmedAt });
    const home: ProfileHome = {
      competitions: summarizeCompetitions(entries),
      talk,
      code,
      badges: badges.slice(0, HOME_BADGES).map((badge) => (viewerIsOwner ? badge : { ...badge, is_new: false })),
      recent_competitions: entries.slice(0, HOME_COMPETITIONS),
    };
    return ok(home);
  });

  app.get('/myinfo/heatmap', { schema: { querystring: userIdQuerySchema, response: okResponse(z.array(heatmapDaySchema)), tags } }, async (request) => {
    const { user } = await subject(request, request.query.user_id);
    return ok(await readHeatmap(db, { userId: user.id, now: new Date() }));
  });

  app.get('/myinfo2/compe', { schema: { querystring: competeQuerySchema, response: okResponse(z.array(profileCompetitionSchema)), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    return ok(await listCompetitionsTaken(db, { userId: user.id, viewerIsOwner, medalsOnly: request.query.gubun === 'medal' }));
  });

  app.get('/profile/cpt/summary_v2', { schema: { querystring: userIdQuerySchema, response: okResponse(competitionSummarySchema), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    return ok(summarizeCompetitions(await listCompetitionsTaken(db, { userId: user.id, viewerIsOwner })));
  });

  app.get('/profile/talk/summary_v2', { schema: { querystring: userIdQuerySchema, response: okResponse(talkSummarySchema), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    return ok(await summarizeTalk(db, { userId: user.id, viewerIsOwner }));
  });

  app.get(
    '/profile/talk/list_scroll/:x',
    { schema: { params: listScrollParamsSchema, querystring: listScrollQuerySchema, response: okResponse(profileListPageSchema(profileTalkItemSchema)), tags } },
    async (request) => {
      const { user, viewerIsOwner } = await subject(request, request.query.user_id);
      return ok(await listTalkPosts(db, { userId: user.id, viewerIsOwner, page: request.params.x, order: request.query.type }));
    },
  );

  app.get('/profile/code/summary_v2', { schema: { querystring: userIdQuerySchema, response: okResponse(codeSummarySchema), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    return ok(await summarizeCode(db, { userId: user.id, viewerIsOwner }));
  });

  app.get(
    '/profile/code/list_scroll/:x',
    { schema: { params: listScrollParamsSchema, querystring: listScrollQuerySchema, response: okResponse(profileCodePageSchema), tags } },
    async (request) => {
      const { user, viewer } = await subject(request, request.query.user_id);
      const page = request.params.x;
      const { items, total } = await listUserCodePosts(db, { userId: user.id, viewerId: viewer?.id ?? null, locale: requestLocale(request), page, pageSize: PROFILE_PAGE_SIZE });
      return ok({ items, page, page_size: PROFILE_PAGE_SIZE, total });
    },
  );

  // XP history is the owner's own business, like the XP popup.
  app.get('/profile/xp', { schema: { querystring: profileXpQuerySchema, response: okResponse(profileXpSchema), tags } }, async (request) => {
    const user = requireUser(request);
    if (request.query.user_id !== user.id) throw forbidden('profile_not_owner');
    const [summary, history] = await Promise.all([
      xpProfile(db, { userId: user.id }),
      xpHistory(db, { userId: user.id, page: request.query.page, pageSize: PROFILE_XP_PAGE_SIZE }),
    ]);
    return ok({ summary, history } satisfies ProfileXp);
  });

  app.get('/profile/badge_list', { schema: { querystring: badgeListQuerySchema, response: okResponse(z.array(profileBadgeSchema)), tags } }, async (request) => {
    const { user, viewerIsOwner } = await subject(request, request.query.user_id);
    const profile = await readProfileRow(db, user.id);
    const badges = await listBadges(db, { userId: user.id, acquired: request.query.acquired === 1, confirmedAt: profile.badgesConfirmedAt });
    // Only the owner is told which badges are new to them.
    return ok(viewerIsOwner ? badges : badges.map((badge) => ({ ...badge, is_new: false })));
  });

  app.post('/profile/badge_confirmed', { schema: { response: okResponse(badgesConfirmedSchema), tags } }, async (request) => {
    const user = requireUser(request);
    await confirmBadges(db, { userId: user.id, now: new Date() });
    return ok({ confirmed: true as const });
  });

  app.get('/myinfo/profile', { schema: { response: okResponse(profileAboutViewSchema), tags } }, async (request) => {
    const user = requireUser(request);
    const profile = await readProfileRow(db, user.id);
    return ok({ introduction: profile.introduction, links: profile.links });
  });

  // A member edits only their own profile: the session names whose, the request cannot.
  app.put('/myinfo/profile', { schema: { body: profileAboutSchema, response: okResponse(profileAboutViewSchema), tags } }, async (request) => {
    const user = requireUser(request);
    assertOwnProfile(user, request.body.user_id);
    await updateProfile(db, { userId: user.id, input: request.body, now: new Date() });
    const profile = await readProfileRow(db, user.id);
    return ok({ introduction: profile.introduction, links: profile.links });
  });
};
