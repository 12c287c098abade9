import { useId, useState } from 'react';
import type { FaqItem } from '@madang/contracts';
import { Markdown } from '../../ui/markdown/markdown.tsx';

/** One question as a button that shows and hides its answer (the WAI-ARIA accordion pattern). */
function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={open ? 'faq-entry is-open' : 'faq-entry'}>
      <h3 className="faq-question">
        <button type="button" id={`${id}-q`} aria-expanded={open} aria-controls={`${id}-a`} onClick={() => setOpen(!open)}>
          <span className="faq-q-mark" aria-hidden="true">
            Q
          </span>
          <span className="faq-q-text">{item.question}</span>
          <span className="faq-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} className="faq-answer" hidden={!open}>
        {open ? <Markdown source={item.answer} /> : null}
      </div>
    </li>
  );
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="faq-list">
      {items.map((item) => (
        <FaqEntry key={item.faq_id} item={item} />
      ))}
    </ul>
  );
}
