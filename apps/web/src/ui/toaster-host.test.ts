import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateClosedAfterEach } from '../test/hydrate-server-markup.ts';
import ToasterHost from './toaster-host.tsx';

const hydrate = hydrateClosedAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('hides a toast after 3.3 s, not the library’s 2 s', async () => {
    await hydrate(() => createElement(ToasterHost));
    // Only the timers sonner counts with: React's own scheduling keeps running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { toast } = await import('sonner');
    const closed = vi.fn();
    await act(async () => {
      toast.success('저장했습니다', { onAutoClose: closed });
      // sonner adds a toast on a zero timeout.
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(document.body.textContent).toContain('저장했습니다');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_250);
    });
    expect(closed).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(closed).toHaveBeenCalledOnce();
  });
});
