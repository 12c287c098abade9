const MAX_DECODE_ROUNDS = 5;

/**
 * Decodes percent escapes until nothing changes (at most five rounds), so `%2F`, `%252F` and `%5C` are judged as
 * the characters they become; text that is not valid percent-encoding stays as it was last decoded.
 */
export function decodeFully(value: string): string {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}
