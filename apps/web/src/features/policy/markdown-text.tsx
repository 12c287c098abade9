import type { ReactNode } from 'react';

/**
 * Renders policy markdown as plain React elements: headings, lists and paragraphs only. No HTML from
 * the document reaches the page, so nothing in it can run.
 */
export function MarkdownText({ source }: { source: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push(<p key={blocks.length}>{paragraph.join(' ')}</p>);
    if (list.length) {
      blocks.push(
        <ul key={blocks.length}>
          {list.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>,
      );
    }
    paragraph = [];
    list = [];
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push(heading[1]!.length <= 2 ? <h3 key={blocks.length}>{heading[2]}</h3> : <h4 key={blocks.length}>{heading[2]}</h4>);
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!);
    } else {
      if (list.length) flush();
      paragraph.push(line.replace(/\*\*(.+?)\*\*/g, '$1'));
    }
  }
  flush();
  return <div className="doc-text">{blocks}</div>;
}
