import { measureArrivalBundles, type BuildBundles } from './routeBundles.ts';

/** The byte budgets of first-load JavaScript, gzipped: the ones that fail the command. */
export const BUDGET_KB = {
  // The app's own start (docs/adr/0033): a link into a screen the server did not render.
  home: 100.4,
  homeAim: 98,
  anyRoute: 105.6,
  // Arrival pages (home and the share pages): their script, and all before the first island.
  arrivalStart: 6,
  firstIsland: 90,
};

export interface Budgets {
  homeJsBytes: number | null;
  homeWithinBudget: boolean;
  homeWithinAim: boolean;
  heaviestRoute: { module: string; gzipBytes: number } | null;
  routesWithinBudget: boolean;
  arrivalStartBytes: number;
  firstIslandBytes: number;
  arrivalWithinBudget: boolean;
}

/** The build's first-load JavaScript against the budgets: decided by bytes, not timings. */
export function checkBudgets(build: BuildBundles, dist: string): Budgets {
  const arrival = measureArrivalBundles(dist);
  const home = build.routes.find((r) => r.module === 'src/routes/HomePage.tsx');
  const heaviest = [...build.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return {
    homeJsBytes: home?.gzipBytes ?? null,
    homeWithinBudget: home !== undefined && home.gzipBytes <= BUDGET_KB.home * 1024,
    homeWithinAim: home !== undefined && home.gzipBytes <= BUDGET_KB.homeAim * 1024,
    heaviestRoute: heaviest ? { module: heaviest.module, gzipBytes: heaviest.gzipBytes } : null,
    routesWithinBudget: heaviest !== undefined && heaviest.gzipBytes <= BUDGET_KB.anyRoute * 1024,
    arrivalStartBytes: arrival.startBytes,
    firstIslandBytes: arrival.firstIslandBytes,
    arrivalWithinBudget:
      arrival.startBytes <= BUDGET_KB.arrivalStart * 1024 &&
      arrival.firstIslandBytes <= BUDGET_KB.firstIsland * 1024,
  };
}
