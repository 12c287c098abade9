/** The wordmark: a yard (마당) drawn as a square of four tiles with one highlighted, then the name. */
export function Logo({ label }: { label: string }) {
  return (
    <svg className="logo" viewBox="0 0 150 32" role="img" aria-label={label} height="28">
      <rect x="1" y="3" width="26" height="26" rx="7" fill="var(--c-brand)" />
      <rect x="6" y="8" width="7" height="7" rx="2" fill="#fff" />
      <rect x="15" y="8" width="7" height="7" rx="2" fill="#fff" opacity="0.55" />
      <rect x="6" y="17" width="7" height="7" rx="2" fill="#fff" opacity="0.55" />
      <rect x="15" y="17" width="7" height="7" rx="2" fill="var(--c-accent)" />
      <text x="34" y="23" fontSize="19" fontWeight="800" fill="var(--c-ink)" letterSpacing="-0.4" fontFamily="inherit">
        Madang
      </text>
      <text x="109" y="23" fontSize="17" fontWeight="700" fill="var(--c-brand)" fontFamily="inherit">
        마당
      </text>
    </svg>
  );
}
