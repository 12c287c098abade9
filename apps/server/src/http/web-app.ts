import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyLandingQuery } from './landing-query.ts';
import { redirectFirstVisit } from './first-visit-locale.ts';
import { sendAppError } from './error-handler.ts';
import { AppError } from './app-error.ts';
import { imagePreloadLink, loadPageFiles, preloadLinks } from './page-files.ts';
import { collectPageData, homeHeroImage, pageDataScript } from './page-data.ts';
import { createFirstScreenRenderer } from './first-screen/first-screen-renderer.ts';
import { startScriptsAfterPaint } from './first-screen/scripts-after-paint.ts';

/** The element the web app hydrates from (apps/web/src/app/server-render/render-state.ts). */
const RENDER_STATE_ID = 'madang-render-state';

/** Page routes that live under /api in the spec; everything else under /api is the API. */
export const API_PAGE_PATHS = ['/api/unsubscribe', '/api/verify_mail', '/api/sso/camp'];

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app: files as they are, and every page path (history routing) as index.html
 * with `<html lang>` set from the path, after applying the spec's landing query; a first visit from an
 * English browser goes to the page's `/en` form. Each page's HTML also names the files its route loads (as
 * preloads, from the build's map) and, for the pages people open first, carries the API answers its first
 * screen asks for, so neither waits for the app to have run; those pages' first screen is rendered into the HTML too,
 * in a worker thread, once its thread is warm (docs/architecture.md, "The HTML answer").
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string; secureCookies: boolean }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const htmlByLang = indexHtml ? { ko: indexHtml.replace(/<html[^>]*>/, '<html lang="ko">'), en: indexHtml.replace(/<html[^>]*>/, '<html lang="en">') } : undefined;
  const matchPage = loadPageFiles(options.distDir);
  const firstScreen = indexHtml ? createFirstScreenRenderer(path.join(options.distDir, '..', 'dist-ssr', 'render-first-screen.js')) : undefined;
  if (firstScreen) {
    // Warmed once the server listens, not before: a start answers its first request without waiting for it.
    app.addHook('onListen', async () => {
      void firstScreen.warm();
    });
    app.addHook('onClose', () => firstScreen.close());
  }

  /** The page's HTML with its preloads in the head and its first screen's data before the body's end. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string, lang: 'ko' | 'en') => {
    const html = htmlByLang![lang];
    const page = matchPage(pathname, lang);
    if (!page) return html;
    // Only the plain address: a query (a list's filter or page) asks the API for other answers than the plan's.
    const data = request.method !== 'GET' || request.url.includes('?') ? undefined : await collectPageData(app, request, page.page, page.params, lang);
    if (data) {
      // The HTML now holds this visitor's own answers: no shared cache may keep it, and it is asked again each visit.
      reply.header('cache-control', 'private, no-cache');
      if (lang === 'en') reply.header('vary', 'cookie');
    }
    // The home drops `main_refresh` in its loader, which a rendered first screen skips: such a visit renders in the browser.
    const screen =
      data && firstScreen && !request.cookies.main_refresh ? await firstScreen.render({ url: request.url, answers: data, cookie: request.headers.cookie ?? '' }) : undefined;
    const hero = data && page.page === 'home' ? homeHeroImage(data) : undefined;
    const head = (hero ? imagePreloadLink(hero) : '') + preloadLinks(page.files, { stylesheets: screen !== undefined });
    if (screen) {
      const state = `<script type="application/json" id="${RENDER_STATE_ID}">${screen.stateJson}</script>`;
      // Replaced by functions: a replacement string would read `$&` or `$'` in a post's text as patterns.
      const rendered = html
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${screen.html}</div>`)
        .replace('</body>', () => `${state}</body>`);
      return startScriptsAfterPaint(rendered);
    }
    return html.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${data ? pageDataScript(data, lang) : ''}</body>`);
  };

  if (htmlByLang) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (scripts/precompress.mjs); they go to browsers that take them.
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!htmlByLang) return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
    const redirect = applyLandingQuery(request, reply, options.secureCookies);
    if (redirect) return reply.redirect(redirect, 302);
    const pathname = request.url.split('?')[0]!;
    const lang = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ko';
    reply.header('cache-control', 'no-cache');
    if (lang === 'ko') {
      // The answer to a Korean address depends on the browser's languages until the locale cookie is set.
      reply.header('vary', 'accept-language, cookie');
      const english = redirectFirstVisit(request, reply, options.secureCookies);
      if (english) return reply.redirect(english, 302);
    }
    return reply.type('text/html; charset=utf-8').send(await renderPage(request, reply, pathname, lang));
  };

  for (const pagePath of API_PAGE_PATHS) {
    app.get(pagePath, { schema: { hide: true } }, servePage);
    app.get(`/en${pagePath}`, { schema: { hide: true } }, servePage);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !pathname.startsWith('/en/api/')) {
      return servePage(request, reply);
    }
    return sendAppError(new AppError('not_found', 'not_found'), request, reply);
  });
}
