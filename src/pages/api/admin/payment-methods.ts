import { paymentMethodsSchema } from '@/features/advance/payment-methods.schema';
import { paymentMethods, setPaymentMethods } from '@/features/advance/payment-methods.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json } from '@/lib/server/http';
import { readJson } from '@/lib/server/request';

export const prerender = false;

/** The ways to pay the advance: `{ promptpay, bank, link }`, each with `enabled` and its details. */
export const GET = withAdmin(() => json(paymentMethods(getDb())), { role: 'owner' });

/** Stores the ways to pay → the stored ways; 400 with each field's Italian message otherwise. */
export const PUT = withAdmin(
  async ({ request }) => json(setPaymentMethods(getDb(), await readJson(request, { schema: paymentMethodsSchema }))),
  { role: 'owner' },
);
