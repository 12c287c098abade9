import { RENDER_STATE_ID, type RenderState } from './render-state.ts';

/**
 * The state of the first screen the server rendered into `#root`, or undefined when the page came as the bare app
 * (no render, or the render's state is unreadable): the app then renders itself as usual.
 */
export function readRenderState(container: HTMLElement): RenderState | undefined {
  const element = document.getElementById(RENDER_STATE_ID);
  if (!element?.textContent || !container.firstElementChild) return undefined;
  try {
    return JSON.parse(element.textContent) as RenderState;
  } catch {
    return undefined;
  }
}
