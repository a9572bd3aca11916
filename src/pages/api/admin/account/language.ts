import { panelLocaleSchema } from '@/features/admin/panel-locale.schema';
import { setPanelLocale } from '@/features/admin/panel-locale.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The signed-in person's panel language `{ locale: 'it' | 'en' | 'th' }` → `{ locale }`; 400 for another. */
export const PUT = withAdmin(
  async ({ request }, session) => {
    const { locale } = await readJson(request, { schema: panelLocaleSchema, limit: 1024 });
    return json({ locale: setPanelLocale(getDb(), session.staffId, locale) });
  },
  { role: 'staff' },
);
