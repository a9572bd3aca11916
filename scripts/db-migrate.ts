/** `npm run db:migrate`: applies pending migrations to DATABASE_PATH (default data/app.db). */
import '../server/load-env.mjs';
import { databasePath } from '@/lib/server/config';
import { migrateDatabase, openDatabase } from '@/lib/server/db';

const file = databasePath();
const db = openDatabase(file);
migrateDatabase(db);
db.$client.close();
console.log(`Migrated ${file}`);
