import { useEffect, useState } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import type { MarkdownSubset } from './user-markdown.ts';
import './markdown.css';

type Renderer = (source: string, subset: MarkdownSubset) => string;
let renderer: Renderer | null = null;

/** markdown-it, the highlighter and DOMPurify arrive with the first text that needs them, never with the list. */
function loadRenderer(): Promise<Renderer> {
  return import('./render-markdown.ts').then((module) => (renderer = module.renderMarkdown));
}

/**
 * Markdown that members and hosts write, rendered safely; plain text until the renderer has loaded. Comments take
 * the `comment` subset: no headings, images, tables or quotes.
 */
export function Markdown({ source, testId, subset = 'full' }: { source: string; testId?: string; subset?: MarkdownSubset }) {
  const [render, setRender] = useState<Renderer | null>(() => renderer);
  useEffect(() => {
    if (render) return;
    let alive = true;
    void loadRenderer().then((loaded) => alive && setRender(() => loaded));
    return () => {
      alive = false;
    };
  }, [render]);
  // The server's render has no renderer (DOMPurify needs a document), so the hydration of it shows the plain text too.
  const hydrated = useHydrated();
  const className = subset === 'comment' ? 'md-text md-comment' : 'md-text';
  if (!render || !hydrated)
    return (
      <div className={`${className} md-plain`} data-testid={testId}>
        {source}
      </div>
    );
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: render(source, subset) }} />;
}
