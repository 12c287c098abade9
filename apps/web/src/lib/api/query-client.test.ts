import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

// The browser's query cache as the app builds it, driven by fake timers: the spec's retry, delay and cache times
// are read from what the client does, not from the constants.
describe('the browser query client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failed read three times, 3 s apart, then gives up with the error', async () => {
    const client = createQueryClient();
    let calls = 0;
    const read = client.fetchQuery({
      queryKey: ['down'],
      queryFn: () => {
        calls += 1;
        throw new ApiError({ code: 'network', message: 'network' }, NETWORK_ERROR_STATUS);
      },
    });
    const outcome = read.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    for (const expected of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(2_999);
      expect(calls).toBe(expected - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(expected);
    }
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(4);
  });

  it('retries a server failure but not a refusal the server already gave (4xx)', async () => {
    const client = createQueryClient();
    const calls = { refused: 0, broken: 0 };
    const refused = client.fetchQuery({
      queryKey: ['refused'],
      queryFn: () => {
        calls.refused += 1;
        throw new ApiError({ code: 'not_found', message: 'not_found' }, 404);
      },
    });
    await expect(refused).rejects.toMatchObject({ status: 404 });
    expect(calls.refused).toBe(1);

    const broken = client
      .fetchQuery({
        queryKey: ['broken'],
        queryFn: () => {
          calls.broken += 1;
          throw new ApiError({ code: 'internal', message: 'internal' }, 500);
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls.broken).toBe(4);
    expect(await broken).toMatchObject({ status: 500 });
  });

  it('keeps a read for 60 s before asking the server again', async () => {
    const client = createQueryClient();
    let calls = 0;
    const options = { queryKey: ['notices'], queryFn: async () => ++calls };
    expect(await client.fetchQuery(options)).toBe(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await client.fetchQuery(options)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await client.fetchQuery(options)).toBe(2);
  });

  it('drops an answer nobody shows after an hour', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['old'], queryFn: async () => 'answer' });
    await vi.advanceTimersByTimeAsync(3_599_000);
    expect(client.getQueryData(['old'])).toBe('answer');
    await vi.advanceTimersByTimeAsync(1_001);
    expect(client.getQueryCache().find({ queryKey: ['old'] })).toBeUndefined();
  });
});
