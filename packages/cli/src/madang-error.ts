/** A refusal of the platform (with its message key and text) or a request that could not be sent (status 0). */
export class MadangError extends Error {
  constructor(
    readonly detail: string,
    readonly key: string,
    readonly status: number,
  ) {
    super(detail);
  }
}
