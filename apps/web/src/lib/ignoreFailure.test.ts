import { describe, expect, it, vi } from 'vitest';
import { ignoreFailure } from './ignoreFailure.ts';

describe('ignoreFailure', () => {
  it('settles the promise and leaves the failure in the console at debug level, not as an error', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const failure = new Error('offline');
    await expect(
      Promise.reject(failure).catch(ignoreFailure('view count')),
    ).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('view count failed (ignored)', failure);
    expect(error).not.toHaveBeenCalled();
  });
});
