/** Drawn in SVG so error pages work without images from the server. */
export function ErrorIllustration({ kind }: { kind: 'soon' | 'missing' | 'broken' }) {
  return (
    <svg className="error-art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="96" ry="8" fill="var(--c-line)" />
      <rect x="40" y="28" width="160" height="104" rx="14" fill="var(--c-surface)" stroke="var(--c-line-strong)" strokeWidth="2" />
      <rect x="40" y="28" width="160" height="22" rx="11" fill="var(--c-brand-soft)" />
      <circle cx="56" cy="39" r="4" fill="var(--c-brand)" />
      <circle cx="70" cy="39" r="4" fill="var(--c-accent)" />
      <circle cx="84" cy="39" r="4" fill="var(--c-line-strong)" />
      {kind === 'soon' ? (
        <g>
          <rect x="64" y="98" width="16" height="22" rx="3" fill="var(--c-brand-soft)" />
          <rect x="90" y="84" width="16" height="36" rx="3" fill="var(--c-brand)" opacity="0.55" />
          <rect x="116" y="70" width="16" height="50" rx="3" fill="var(--c-brand)" />
          <path d="M150 120V66" stroke="var(--c-ink-soft)" strokeWidth="3" strokeLinecap="round" />
          <path d="M150 66l28 9-28 9z" fill="var(--c-accent)" />
        </g>
      ) : kind === 'missing' ? (
        <g fill="none" stroke="var(--c-brand)" strokeWidth="6" strokeLinecap="round">
          <circle cx="112" cy="86" r="22" />
          <path d="M128 102l20 20" />
          <path d="M104 80l16 12M120 80l-16 12" stroke="var(--c-accent)" strokeWidth="4" />
        </g>
      ) : (
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          <path d="M120 66l30 52H90z" stroke="var(--c-accent)" strokeWidth="5" />
          <path d="M120 84v16" stroke="var(--c-accent)" strokeWidth="5" />
          <circle cx="120" cy="108" r="2.5" fill="var(--c-accent)" stroke="none" />
        </g>
      )}
    </svg>
  );
}
