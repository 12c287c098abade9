import type { EduCategory } from '@madang/contracts';

/** The mark drawn on a project without a cover image: the subject's usual short name in code. */
const MARKS: Record<EduCategory, string> = {
  python: 'py',
  pandas: 'pd',
  visualization: 'plt',
  machine_learning: 'ML',
  statistics: 'σ',
};

/** A project's cover image, or its subject's drawn cover. */
export function ProjectCover({ url, category, large = false }: { url: string | null; category: EduCategory; large?: boolean }) {
  const className = `edu-cover edu-cover-${category}${large ? ' is-large' : ''}`;
  if (url) return <img className={className} src={url} alt="" loading="lazy" />;
  return (
    <span className={className} aria-hidden="true">
      <span className="edu-cover-mark">{MARKS[category]}</span>
    </span>
  );
}
