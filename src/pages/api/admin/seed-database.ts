import { seedDatabase } from '@db/seed';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse, json } from '@/lib/server/http';
import { writePublicData } from '@/lib/server/public-data';

export const prerender = false;

/** Runs the idempotent seed; ?dryRun=true reports what it would do and rolls back. */
export const POST = withAdmin(
  ({ url }) => {
    const flag = url.searchParams.get('dryRun');
    if (flag !== null && flag !== 'true' && flag !== 'false') throw refuse(400, { code: 'seed_dry_run_invalid', params: {} });
    const db = getDb();
    const result = writePublicData(db, () => seedDatabase(db, { dryRun: flag === 'true' }));
    return json({ success: true, result });
  },
  { role: 'owner' },
);
