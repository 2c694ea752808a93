export interface RuntimeConfig {
  signSecret: string;
}

/**
 * Configuration the server writes into the page (the `news-config` meta tag). In the Vite dev
 * server the placeholder stays, and the development secret applies.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const raw = doc.querySelector('meta[name="news-config"]')?.getAttribute('content') ?? '';
  try {
    const parsed = JSON.parse(raw) as Partial<RuntimeConfig>;
    if (typeof parsed.signSecret === 'string' && parsed.signSecret)
      return { signSecret: parsed.signSecret };
  } catch {
    // Not filled in: the dev server.
  }
  return { signSecret: 'news-dev-sign-secret' };
}
