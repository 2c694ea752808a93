import { ApiRequestError } from '../lib/apiClient.ts';
import { showToast } from './toast.tsx';

/**
 * Tells the reader that something they did failed, unless the API client already has: a refusal
 * (code 0) and too many tries (429) were toasted with the server's reason in their language,
 * and 401 opened sign-in.
 */
export function showFailure(error: unknown, message: string): void {
  if (
    error instanceof ApiRequestError &&
    (error.code === 0 || error.code === 401 || error.code === 429)
  )
    return;
  showToast(message);
}
