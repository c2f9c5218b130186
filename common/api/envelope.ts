/**
 * Every API answer has the same envelope (spec §7): `success`, `result` and `errors`.
 * `status` carries the session statuses of spec §8 (2003, 2201, 2303) where the client must react to them.
 */
export interface ApiError {
  /** A code from the error catalogue (common/errors/error-codes.ts). */
  code: number;
  /** The message in the session's language. */
  message: string;
  /** The request field the error is about, when there is one (dotted path). */
  field?: string;
}

export interface Envelope<T> {
  success: boolean;
  result: T | null;
  errors: ApiError[];
  status?: number;
}

export function ok<T>(result: T): Envelope<T> {
  return { success: true, result, errors: [] };
}
