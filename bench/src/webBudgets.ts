import type { BuildBundles } from './routeBundles.ts';

/** The byte budgets of first-load JavaScript, gzipped: the ones that fail the command. */
export const BUDGET_KB = {
  home: 99.3, // docs/adr/0032
  homeAim: 98,
  anyRoute: 105.2,
};

export interface Budgets {
  homeJsBytes: number | null;
  homeWithinBudget: boolean;
  homeWithinAim: boolean;
  heaviestRoute: { module: string; gzipBytes: number } | null;
  routesWithinBudget: boolean;
}

/** The build's first-load JavaScript against the budgets: decided by bytes, not timings. */
export function checkBudgets(build: BuildBundles): Budgets {
  const home = build.routes.find((r) => r.module === 'src/routes/HomePage.tsx');
  const heaviest = [...build.routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return {
    homeJsBytes: home?.gzipBytes ?? null,
    homeWithinBudget: home !== undefined && home.gzipBytes <= BUDGET_KB.home * 1024,
    homeWithinAim: home !== undefined && home.gzipBytes <= BUDGET_KB.homeAim * 1024,
    heaviestRoute: heaviest ? { module: heaviest.module, gzipBytes: heaviest.gzipBytes } : null,
    routesWithinBudget: heaviest !== undefined && heaviest.gzipBytes <= BUDGET_KB.anyRoute * 1024,
  };
}
