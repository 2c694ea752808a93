import { fileUpload } from '@news/contract/endpoints/account/fileUpload';
import { UPLOAD_TIMEOUT_MS } from '@news/contract/constants';
import { envelopeSchema, failureEnvelopeSchema } from '@news/contract/envelope';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { deviceId } from './deviceId.ts';
import { readRuntimeConfig } from './runtimeConfig.ts';
import { readItem } from './storage.ts';

/**
 * Uploads a picture (the `fileUpload` call, multipart field `file`), signed like every call, with
 * progress (0–1). XMLHttpRequest because fetch cannot report upload progress. Resolves to the
 * stored picture's URL; rejects with the server's message, or an empty one when it never answered.
 */
export function uploadImage(
  file: File,
  lang: SiteLang,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${siteByLang(lang).prefix}${fileUpload.path}`);
    request.timeout = UPLOAD_TIMEOUT_MS;
    const headers = buildSignedHeaders({
      platform: readItem('platform'),
      deviceId: deviceId(),
      lang,
      secret: readRuntimeConfig().signSecret,
      token: readItem('token') || null,
    });
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: handled below
      }
      const ok = envelopeSchema(fileUpload.response).safeParse(body);
      if (ok.success && ok.data.code === 1) {
        resolve(ok.data.data.url);
        return;
      }
      const failure = failureEnvelopeSchema.safeParse(body);
      // The server's message is in the reader's language; other failures carry none.
      reject(new Error(failure.success ? failure.data.msg : ''));
    };
    request.onerror = () => {
      reject(new Error(''));
    };
    request.ontimeout = () => {
      reject(new Error(''));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
