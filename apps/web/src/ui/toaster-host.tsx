import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from './toast.ts';

/** Spec section 9: toasts stay 3.3 s (sonner's own default would be shorter). */
const TOAST_DURATION_MS = 3300;

export default function ToasterHost() {
  useEffect(markToasterMounted, []);
  return <Toaster duration={TOAST_DURATION_MS} position="top-center" closeButton />;
}
