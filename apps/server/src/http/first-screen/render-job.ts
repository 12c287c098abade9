import { pathToFileURL } from 'node:url';

export interface FirstScreenJob {
  /** The web build's server render (apps/web/dist-ssr/render-first-screen.js). */
  bundle: string;
  /** The page's path and query. */
  url: string;
  /** The first screen's API answers by address, fetched under the visitor's own cookies (page-data.ts). */
  answers: Record<string, unknown>;
  /** The request's `Cookie` header, which the page's code reads as the browser's would. */
  cookie: string;
}

/** The markup for `#root` and the state the browser hydrates it from, as the JSON of a `<script type="application/json">`. */
export type FirstScreenOutcome = { rendered: true; html: string; stateJson: string } | { rendered: false; reason: string };

type RenderFirstScreen = (job: {
  url: string;
  answers: Record<string, unknown>;
  cookie: string;
}) => Promise<{ rendered: true; html: string; state: unknown } | { rendered: false; reason: string }>;

const bundles = new Map<string, Promise<RenderFirstScreen>>();
let loads = 0;

/** Runs in a worker thread of the first-screen pool (first-screen-renderer.ts): one render at a time per thread. */
export async function runFirstScreenJob(job: FirstScreenJob): Promise<FirstScreenOutcome> {
  let render = bundles.get(job.bundle);
  if (!render) {
    // A bundle that failed to load is loaded again by the next job, under an address of its own: node keeps a module
    // that threw as failed for good.
    const address = `${pathToFileURL(job.bundle).href}?load=${++loads}`;
    render = import(address).then((module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen);
    render.catch(() => bundles.delete(job.bundle));
    bundles.set(job.bundle, render);
  }
  const screen = await (await render)({ url: job.url, answers: job.answers, cookie: job.cookie });
  if (!screen.rendered) return screen;
  // `<` as `\u003c`: no `</script>` or `<!--` in a post's text can end the element.
  return { rendered: true, html: screen.html, stateJson: JSON.stringify(screen.state).replaceAll('<', '\\u003c') };
}
