import lighthouse from 'lighthouse';
import { failingAudits } from './failingAudits.ts';
import { CATEGORIES, type Lhr, type Profile, type Run } from './webRun.ts';

/** Lighthouse could not record the page (NO_NAVSTART, NO_FCP and the like): worth another try. */
class LighthouseRuntimeError extends Error {}

type Details = NonNullable<Lhr['audits'][string]>['details'];

/** The rows of an audit's table, or none when the audit has no table. */
const tableItems = (details: Details): Record<string, unknown>[] =>
  details?.type === 'table' ? details.items : [];

async function lighthouseOnce(
  url: string,
  port: number,
  profile: Profile,
): Promise<{ run: Run; lhr: Lhr }> {
  // No config: Lighthouse's default is the mobile one (Moto G Power screen, slow 4G, 4× CPU).
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A returning reader keeps what the earlier visit stored and cached.
    disableStorageReset: profile === 'returning reader',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`);
  const settings = lhr.configSettings;
  if (settings.formFactor !== 'mobile' || settings.throttlingMethod !== 'simulate')
    throw new Error(
      `Lighthouse ran ${settings.formFactor}/${settings.throttlingMethod}, not mobile/simulate`,
    );
  if (settings.disableStorageReset !== (profile === 'returning reader'))
    throw new Error(`Lighthouse did not keep the ${profile} profile's storage setting`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scriptBytes = tableItems(lhr.audits['resource-summary']?.details)
    .filter((item) => item.resourceType === 'script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  // Tasks of 50 ms or more under the simulated 4× slower CPU; none listed means none that long.
  const taskDurations = tableItems(lhr.audits['long-tasks']?.details).map((item) =>
    Number(item.duration ?? 0),
  );
  const network = tableItems(lhr.audits['network-requests']?.details);
  const requested = network.flatMap((i) => (typeof i.url === 'string' ? [i.url] : []));
  const imageSizes = network.flatMap((i) =>
    i.resourceType === 'Image' ? [Number(i.transferSize ?? 0)] : [],
  );
  const origin = new URL(url).origin;
  const run: Run = {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    longestTaskMs: Math.max(0, ...taskDurations),
    transferredBytes: audit('total-byte-weight'),
    scriptBytes,
    imageBytes: imageSizes.reduce((sum, size) => sum + size, 0),
    largestImageBytes: Math.max(0, ...imageSizes),
    requests: requested.length,
    offHostRequests: requested.filter(
      (u) => /^(https?|wss?):/.test(u) && !u.startsWith(`${origin}/`),
    ),
    failing: failingAudits(lhr),
  };
  return { run, lhr };
}

const ATTEMPTS = 3;

/**
 * One measured run. On a loaded machine Lighthouse now and then loses the trace of a load it
 * asked for; that run is repeated rather than the whole benchmark lost. Other errors end it.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  profile: Profile,
): Promise<{ run: Run; lhr: Lhr; attempts: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ...(await lighthouseOnce(url, port, profile)), attempts: attempt };
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      process.stderr.write(`${error.message}\n  running ${url} again\n`);
    }
  }
}
