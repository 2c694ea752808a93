import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
} finally {
  await database.close();
}
