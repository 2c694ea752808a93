import {
  POW_NONCE_LIMIT,
  powCode,
  searchProofOfWork,
  type PowChallenge,
} from '@news/contract/proofOfWork';
import { yieldToBrowser } from '../../lib/yieldToBrowser.ts';
import { POW_SLICE, type SolverMessage } from './solverMessage.ts';

/**
 * Solves a captcha challenge (docs/adr/0021-captcha.md) and answers the `code` to send,
 * `pow:<nonce>`. It runs in a Web Worker where there is one, else on the page in slices with a
 * pause between them, so the page keeps answering either way. `onProgress` hears the number of
 * tries so far; an abort stops the work and rejects. Loaded only when a reader asks for it.
 */
export function solveCaptchaChallenge(
  challenge: PowChallenge,
  onProgress: (tried: number) => void,
  signal: AbortSignal,
): Promise<string> {
  if (typeof Worker === 'undefined') return solveOnPage(challenge, onProgress, signal);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captchaSolverWorker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = (): void => {
      worker.terminate();
      reject(new DOMException('stopped', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<SolverMessage>) => {
      const message = event.data;
      if ('tried' in message) {
        onProgress(message.tried);
        return;
      }
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if ('nonce' in message) resolve(powCode(message.nonce));
      else reject(new Error('no nonce'));
    };
    worker.onerror = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      // A worker the browser would not start (an old in-app browser): do it on the page.
      solveOnPage(challenge, onProgress, signal).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

async function solveOnPage(
  challenge: PowChallenge,
  onProgress: (tried: number) => void,
  signal: AbortSignal,
): Promise<string> {
  for (let from = 0; from < POW_NONCE_LIMIT; from += POW_SLICE) {
    if (signal.aborted) throw new DOMException('stopped', 'AbortError');
    const nonce = searchProofOfWork(challenge.challenge, challenge.difficulty, from, POW_SLICE);
    if (nonce !== undefined) return powCode(nonce);
    onProgress(from + POW_SLICE);
    await yieldToBrowser();
  }
  throw new Error('no nonce');
}
