import { COMING_SOON_STATUS, ErrorPage } from './error-page.tsx';

/** Pages whose feature is not built yet; listed as missing in docs/spec-coverage.md. */
export default function ComingSoonPage() {
  return <ErrorPage status={COMING_SOON_STATUS} />;
}
