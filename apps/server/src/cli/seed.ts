import { isSiteLang, siteByLang } from '@news/contract/sites';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';

// Usage: npm run seed [-- --force] [-- en ru ...]
const args = process.argv.slice(2);
const force = args.includes('--force');
const langs = args.filter((a) => !a.startsWith('--'));
const unknown = langs.filter((l) => !isSiteLang(l));
if (unknown.length > 0) {
  console.error(`unknown site: ${unknown.join(', ')} (sites: zh-Hans en kr ja ru)`);
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  const report = await seedDemoContent(database.db, {
    dataDir: config.dataDir,
    dialect: database.dialect,
    photoCache: config.demoPhotoDir,
    force,
    ...(langs.length > 0 ? { sites: langs.filter(isSiteLang).map(siteByLang) } : {}),
  });
  console.log(
    `seeded: ${report.seeded.join(', ') || 'none'}; already seeded: ${report.skipped.join(', ') || 'none'}`,
  );
} finally {
  await database.close();
}
