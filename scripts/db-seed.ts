/** `npm run db:seed [-- --dry-run]`: migrates, then upserts the seed data into DATABASE_PATH. */
import '../server/load-env.mjs';
import { seedDatabase } from '@db/seed';
import { databasePath } from '@/lib/server/config';
import { migrateDatabase, openDatabase } from '@/lib/server/db';

const dryRun = process.argv.includes('--dry-run');
const file = databasePath();
const db = openDatabase(file);
migrateDatabase(db);
const result = seedDatabase(db, { dryRun });
db.$client.close();
console.log(`${dryRun ? 'Dry run on' : 'Seeded'} ${file}:`, JSON.stringify(result));
