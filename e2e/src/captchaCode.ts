import { solveProofOfWork } from '@news/server/testing/solveProofOfWork';

/**
 * A captcha `code` for the device the signed `headers` name, passed the way that needs no
 * reading: its proof-of-work challenge from `{apiBase}/code/challenge`, solved
 * (docs/adr/0021-captcha.md). The picture's answer is in no byte a client receives.
 */
export async function captchaCode(
  apiBase: string,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(`${apiBase}/code/challenge`, { headers });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { challenge: string; difficulty: number };
  };
  if (envelope.code !== 1) throw new Error(`captcha challenge: ${envelope.msg}`);
  return solveProofOfWork(envelope.data);
}
