/** The wordmark: a yard (마당) drawn as four tiles with one highlighted, then the name in both scripts. */
export function Logo({ label }: { label: string }) {
  return (
    <span className="logo" role="img" aria-label={label}>
      <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="var(--c-brand)" />
        <rect x="5.5" y="5.5" width="7.5" height="7.5" rx="2" fill="#fff" />
        <rect x="15" y="5.5" width="7.5" height="7.5" rx="2" fill="#fff" opacity="0.55" />
        <rect x="5.5" y="15" width="7.5" height="7.5" rx="2" fill="#fff" opacity="0.55" />
        <rect x="15" y="15" width="7.5" height="7.5" rx="2" fill="var(--c-accent)" />
      </svg>
      <span className="logo-word" aria-hidden="true">
        Madang
      </span>
      <span className="logo-ko" aria-hidden="true">
        마당
      </span>
    </span>
  );
}
