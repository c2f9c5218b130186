import { ErrorCode } from '@common/errors/error-codes';

/**
 * An error a user may see. The handler turns it into the envelope with the catalogue message in
 * the session's language; `status` carries the session statuses of spec §8 (2003, 2201, 2303).
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly httpStatus: number,
    public readonly options: {
      field?: string;
      status?: number;
      headers?: Record<string, string>;
      /** Several field errors at once, each with its own message already in the user's language (a zone's record errors). */
      details?: Array<{ field: string; message: string }>;
    } = {},
  ) {
    super(`AppError ${code}`);
  }

  static badRequest(field?: string, code: number = ErrorCode.ParameterSyntax) {
    return new AppError(code, 400, { field });
  }
  static authenticationRequired() {
    return new AppError(ErrorCode.AuthenticationRequired, 401, { status: ErrorCode.AuthenticationRequired });
  }
  static sessionInvalid() {
    return new AppError(ErrorCode.SessionInvalid, 401, { status: ErrorCode.SessionInvalid });
  }
  static csrfInvalid() {
    return new AppError(ErrorCode.CsrfInvalid, 403);
  }
  static notFound() {
    return new AppError(ErrorCode.NotFound, 404);
  }
}
