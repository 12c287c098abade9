import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@madang/contracts';
import {
  bookmarkCountsSchema,
  bookmarkItemSchema,
  bookmarkListQuerySchema,
  certificateDownloadSchema,
  certificateListSchema,
  followBodySchema,
  followListQuerySchema,
  followPersonSchema,
  followResultSchema,
  listScrollParamsSchema,
  profileCertificateSchema,
  profileImageUpdatedSchema,
  profileListPageSchema,
  userIdQuerySchema,
} from '@madang/contracts/profiles';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { renderCertificate } from './certificate-document.ts';
import { findProfileUser, readProfileRow } from './find-profile-user.ts';
import { countFollows, follow, listFollows, unfollow } from './follows.ts';
import { countCodeBookmarks, countTalkBookmarks, listCodeBookmarks, listTalkBookmarks } from './list-bookmarks.ts';
import { findCertificate, listCertificates } from './list-certificates.ts';
import { assertOwnProfile } from './policy.ts';
import { readProfileImage, saveProfileImage, type ProfileImageKind } from './profile-images.ts';

const tags = ['profiles'];
const SITE_NAME = 'Madang · 마당';
const imageParams = z.object({ id: idSchema });
/** The spec's clients name the profile they update; it can only be their own. */
const imageOwnerQuerySchema = z.object({ user_id: idSchema.optional() });

/** Follows, bookmarks, certificates and the profile's pictures. */
export const profileMemberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  const followRoute = (path: string, act: typeof follow) =>
    app.post(path, { schema: { body: followBodySchema, response: okResponse(followResultSchema), tags } }, async (request) => {
      const user = requireUser(request);
      const followee = await findProfileUser(db, request.body.user_id);
      await act(db, { followerId: user.id, followeeId: followee.id });
      return ok({ following: act === follow, followers: (await countFollows(db, followee.id)).followers });
    });
  followRoute('/myinfo/follow', follow);
  followRoute('/myinfo/unfollow', unfollow);

  app.get('/v1/profile/follows', { schema: { querystring: followListQuerySchema, response: okResponse(profileListPageSchema(followPersonSchema)), tags } }, async (request) => {
    const user = await findProfileUser(db, request.query.user_id);
    return ok(await listFollows(db, { userId: user.id, kind: request.query.kind, page: request.query.page }));
  });

  app.get('/myinfo/bookmark', { schema: { response: okResponse(bookmarkCountsSchema), tags } }, async (request) => {
    const user = requireUser(request);
    const [tb, cs] = await Promise.all([countTalkBookmarks(db, user.id), countCodeBookmarks(db, user.id)]);
    return ok({ tb, cs });
  });

  app.get(
    '/myinfo/bookmark-list/:x',
    { schema: { params: listScrollParamsSchema, querystring: bookmarkListQuerySchema, response: okResponse(profileListPageSchema(bookmarkItemSchema)), tags } },
    async (request) => {
      const user = requireUser(request);
      const list = request.query.type === 'cs' ? listCodeBookmarks : listTalkBookmarks;
      return ok(await list(db, { userId: user.id, page: request.params.x }));
    },
  );

  const certificates = async (request: Parameters<typeof currentUser>[0], userId: number) => {
    const user = await findProfileUser(db, userId);
    return listCertificates(db, { userId: user.id, viewerIsOwner: currentUser(request)?.id === user.id });
  };
  app.get('/profile/certificate/list', { schema: { querystring: userIdQuerySchema, response: okResponse(z.array(profileCertificateSchema)), tags } }, async (request) =>
    ok(await certificates(request, request.query.user_id)),
  );

  app.get('/profile/certificate/list-V2', { schema: { querystring: userIdQuerySchema, response: okResponse(certificateListSchema), tags } }, async (request) => {
    const items = await certificates(request, request.query.user_id);
    const count = (medal: string) => items.filter((item) => item.medal === medal).length;
    return ok({ items, total: items.length, medals: { gold: count('gold'), silver: count('silver'), bronze: count('bronze') } });
  });

  /** The owner's certificate of one result, as a printable HTML page (print or save as PDF in the browser). */
  app.post('/profile/certificate/download', { schema: { body: certificateDownloadSchema, tags } }, async (request, reply) => {
    const user = requireUser(request);
    const certificate = await findCertificate(db, { userId: user.id, competitionId: request.body.cpt_id });
    const html = renderCertificate({ certificate, holderName: user.name, userId: user.id, locale: requestLocale(request), issuedAt: new Date(), siteName: SITE_NAME });
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="certificate-${certificate.cpt_id}.html"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(html);
  });

  const imageRoute = (path: string, kind: ProfileImageKind) =>
    app.post(path, { schema: { querystring: imageOwnerQuerySchema, response: okResponse(profileImageUpdatedSchema), tags } }, async (request) => {
      const user = requireUser(request);
      assertOwnProfile(user, request.query.user_id);
      const body = await readProfileImage(request, kind);
      return ok(await saveProfileImage(ctx, { userId: user.id, kind, body, now: new Date() }));
    });
  imageRoute('/myinfo/picture/update', 'picture');
  imageRoute('/myinfo/cover/update', 'cover');

  const serveImage = (path: string, kind: ProfileImageKind) =>
    app.get(path, { schema: { params: imageParams, tags } }, async (request, reply) => {
      const user = await findProfileUser(db, request.params.id);
      const key = kind === 'picture' ? user.picturePath : (await readProfileRow(db, user.id)).coverPath;
      const object = key ? await ctx.storage.get(key) : undefined;
      if (!object) throw notFound('not_found');
      const extension = key!.slice(key!.lastIndexOf('.') + 1);
      reply.header('content-type', extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg');
      reply.header('content-length', object.size);
      // The address carries the image's version (?v=), so a changed picture is a new address.
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(object.body);
    });
  serveImage('/users/:id/picture', 'picture');
  serveImage('/users/:id/cover', 'cover');
};
