import type { OkEnvelope } from '@madang/contracts';

/**
 * The success body of every route: the contracts' `okEnvelope` around the presented data. `message` is
 * `ok` except where the spec's client reads another word (`OK` on the phone calls, `exist` for a taken name).
 */
export const ok = <T>(data: T, message = 'ok'): OkEnvelope<T> => ({ status: 1, message, data });
