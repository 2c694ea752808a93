import { PROTOCOL_STATUS, RESULT_CODE } from '@news/contract/envelope';
import type { ServerMessageKey } from '../i18n/serverMessages.ts';

type ProtocolStatus = (typeof PROTOCOL_STATUS)[keyof typeof PROTOCOL_STATUS];

/**
 * An answer that is not a success. `status` 200 with `resultCode` 0 is a refusal the reader
 * should see (validation, business rule); 401 asks the client to sign in; other statuses are
 * protocol failures whose body repeats the status as its code. (Not `code`: Fastify and Node
 * give errors a string `code` of their own, and Fastify sets it on validation errors.)
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly resultCode: number,
    readonly messageKey: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }

  static refused(key: ServerMessageKey, params?: Record<string, string | number>): ApiError {
    return new ApiError(200, RESULT_CODE.refused, key, params);
  }

  static unauthorized(): ApiError {
    return new ApiError(200, RESULT_CODE.unauthorized, 'error.unauthorized');
  }

  static protocol(
    status: ProtocolStatus,
    key: ServerMessageKey,
    params?: Record<string, string | number>,
  ): ApiError {
    return new ApiError(status, status, key, params);
  }
}
