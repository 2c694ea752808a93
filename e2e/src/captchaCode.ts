import { solveProofOfWork } from '@news/server/testing/solveProofOfWork';
import { codeChallenge } from '@news/contract/endpoints/accountEndpoints';

/**
 * A captcha `code` for the device the signed `headers` name, passed the way that needs no
 * reading: its proof-of-work challenge from the `codeChallenge` call, solved
 * (docs/adr/0021-captcha.md). The picture's answer is in no byte a client receives.
 */
export async function captchaCode(
  apiBase: string,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(`${apiBase}${codeChallenge.path}`, { headers });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { challenge: string; difficulty: number };
  };
  if (envelope.code !== 1) throw new Error(`captcha challenge: ${envelope.msg}`);
  return solveProofOfWork(envelope.data);
}
