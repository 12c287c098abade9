import { highlightParts } from '@madang/contracts/search';

/** The text with every match of the keyword marked. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return <>{highlightParts(text, keyword).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}
