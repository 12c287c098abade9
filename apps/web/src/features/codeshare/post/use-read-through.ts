import { useCallback, useEffect, useRef } from 'react';
import { countCodeView } from '../api/code-api.ts';

/**
 * Counts the view once per opened post, and once the end of the post comes into sight tells the server the
 * member has read it through (spec section 5: a post is read before it is liked). `recordRead` makes or
 * joins that call: the like at the end uses it, as the button may be pressed before the end is seen.
 */
export function useReadThrough(options: { postId: number; loaded: boolean; isLoggedIn: boolean; alreadyRead: boolean; onRead: () => void }) {
  const { postId, loaded, isLoggedIn, alreadyRead, onRead } = options;
  const end = useRef<HTMLDivElement | null>(null);
  const viewed = useRef<number | null>(null);
  const reading = useRef<{ postId: number; call: Promise<void> } | null>(null);
  const recordRead = useCallback((): Promise<void> => {
    if (reading.current?.postId !== postId) reading.current = { postId, call: countCodeView(postId, true).then(onRead, () => undefined) };
    return reading.current.call;
  }, [postId, onRead]);

  useEffect(() => {
    if (!loaded || viewed.current === postId) return;
    viewed.current = postId;
    void countCodeView(postId).catch(() => undefined);
  }, [postId, loaded]);

  useEffect(() => {
    const target = end.current;
    if (!loaded || !isLoggedIn || alreadyRead || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void recordRead();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loaded, isLoggedIn, alreadyRead, recordRead]);

  return { end, recordRead };
}
