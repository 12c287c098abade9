import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { parseRange } from './serve-video.ts';
import { readEditorImage, storeEditorImage } from './store-editor-image.ts';
import { storeVideo, videoPartLimits, videoStorageKey } from './store-video.ts';
import { assertUploadBudgetLeft } from './upload-budget.ts';

const videoParamsSchema = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(mp4|webm)$/) });
const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

/** Per member, over and above the daily budget: a burst of uploads is slowed before it costs much work. */
const uploadRate = {
  max: 30,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: Parameters<typeof currentUser>[0]) => `editor-upload:${currentUser(request)?.id ?? request.ip}`,
};

/** The post editor's uploads of spec section 7: images into the text, and a video post's file. */
export const editorUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['talkboard'];

  app.post('/talkboard/upload/editor-image', { schema: { tags }, config: { rateLimit: uploadRate } }, async (request) => {
    const user = requireUser(request);
    const now = new Date();
    await assertUploadBudgetLeft(ctx.db, { userId: user.id, now });
    const body = await readEditorImage(request);
    return ok(await storeEditorImage(ctx, { userId: user.id, body, now }));
  });

  app.post('/talkboard/upload-video', { schema: { tags }, config: { rateLimit: uploadRate } }, async (request) => {
    const user = requireUser(request);
    const now = new Date();
    await assertUploadBudgetLeft(ctx.db, { userId: user.id, now });
    const part = request.isMultipart() ? await request.file({ limits: videoPartLimits }) : undefined;
    if (!part) throw badRequest('editor_video_missing');
    return ok(await storeVideo(ctx, { userId: user.id, part, now }));
  });

  // Videos are named at random and never change, so like images they need no signature and are cached for good;
  // players seek with byte ranges.
  app.get('/v1/videos/:name', { schema: { params: videoParamsSchema, tags } }, async (request, reply) => {
    const { name } = request.params;
    const key = videoStorageKey(name);
    const whole = await ctx.storage.get(key);
    if (!whole) throw notFound();
    reply.header('content-type', VIDEO_TYPES[name.endsWith('.webm') ? 'webm' : 'mp4']);
    reply.header('accept-ranges', 'bytes');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    const range = parseRange(request.headers.range, whole.size);
    if (range === null) {
      reply.header('content-length', whole.size);
      return reply.send(whole.body);
    }
    whole.body.destroy();
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
    const part = await ctx.storage.get(key, range);
    if (!part) throw notFound();
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${whole.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(part.body);
  });
};
