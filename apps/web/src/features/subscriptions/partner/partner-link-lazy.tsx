import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../i18n/setup.ts';

// The popup holds the phone form and its texts (the `auth` catalog): both load the first time it opens, not with every header.
const PartnerLinkPopup = lazy(async () => (await Promise.all([import('./partner-link-popup.tsx'), loadNamespaces(['auth'])]))[0]);

/** The linking popup, fetched when first opened. */
export function LazyPartnerLinkPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PartnerLinkPopup open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
