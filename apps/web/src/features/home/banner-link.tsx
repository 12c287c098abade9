import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';

interface Props {
  /** A path of this site (kept in the visitor's language) or an https address (opened in a new tab). */
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** Where an admin's banner leads; the server accepts only these two kinds of address. */
export function BannerLink({ href, className, onClick, children }: Props) {
  const lp = useLocalePath();
  if (href.startsWith('/')) {
    return (
      <Link to={lp(href)} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
