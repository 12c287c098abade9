import { useState } from 'react';

/** The share of a running upload for a file picker's bar: `null` when none runs. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return { progress, onProgress: setProgress, stop: () => setProgress(null) };
}
