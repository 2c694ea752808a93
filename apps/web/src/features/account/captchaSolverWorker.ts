import { POW_NONCE_LIMIT, searchProofOfWork, type PowChallenge } from '@news/contract/proofOfWork';
import { POW_SLICE, type SolverMessage } from './solverMessage.ts';

/*
 * The captcha's proof of work off the page's thread (solveCaptchaChallenge.ts starts it): the
 * page stays responsive, and hears after each slice how far the search has gone.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowChallenge>) => void) | null;
  postMessage: (message: SolverMessage) => void;
};

scope.onmessage = (event) => {
  const { challenge, difficulty } = event.data;
  for (let from = 0; ; from += POW_SLICE) {
    const nonce = searchProofOfWork(challenge, difficulty, from, POW_SLICE);
    if (nonce !== undefined) {
      scope.postMessage({ nonce });
      return;
    }
    if (from + POW_SLICE >= POW_NONCE_LIMIT) {
      scope.postMessage({ failed: true });
      return;
    }
    scope.postMessage({ tried: from + POW_SLICE });
  }
};
