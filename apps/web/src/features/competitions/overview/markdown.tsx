import { useEffect, useState } from 'react';

type Renderer = (source: string) => string;
let renderer: Renderer | null = null;

/** markdown-it and DOMPurify arrive with the first text that needs them, never with the list. */
function loadRenderer(): Promise<Renderer> {
  return import('./render-markdown.ts').then((module) => (renderer = module.renderMarkdown));
}

/** A host's markdown text, rendered safely; plain text until the renderer has loaded. */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  const [render, setRender] = useState<Renderer | null>(() => renderer);
  useEffect(() => {
    if (render) return;
    let alive = true;
    void loadRenderer().then((loaded) => alive && setRender(() => loaded));
    return () => {
      alive = false;
    };
  }, [render]);
  if (!render) return <div className="md-text md-plain" data-testid={testId}>{source}</div>;
  return <div className="md-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: render(source) }} />;
}
