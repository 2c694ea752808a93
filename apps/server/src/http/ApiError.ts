import type { ServerMessageKey } from '../i18n/serverMessages.ts';

/**
 * An answer that is not a success. `status` 200 with `code` 0 is a refusal the reader should see
 * (validation, business rule); 401 asks the client to sign in; other statuses are protocol
 * failures whose body repeats the status as `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }

  static refused(key: ServerMessageKey, params?: Record<string, string | number>): ApiError {
    return new ApiError(200, 0, key, params);
  }

  static unauthorized(): ApiError {
    return new ApiError(200, 401, 'error.unauthorized');
  }

  static protocol(
    status: 400 | 403 | 404 | 413 | 429,
    key: ServerMessageKey,
    params?: Record<string, string | number>,
  ): ApiError {
    return new ApiError(status, status, key, params);
  }
}
