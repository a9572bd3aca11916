import { authenticationOptions, limitPasskeyStep } from '@/features/admin/passkeys.server';
import { getDb } from '@/lib/server/db';
import { openAdminRoute, requireCsrf } from '@/lib/server/guards';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** Sign-in options (a fresh 5-minute challenge); the browser offers the person's passkeys for this site. */
export const POST = openAdminRoute(
  route(async (context) => {
    requireCsrf(context);
    limitPasskeyStep(getDb(), 'options', clientKey(context));
    await readJson(context.request, { limit: 1024 });
    return json(await authenticationOptions(getDb()));
  }),
);
