import { shareSlip } from '@/features/advance/shares.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { refuse } from '@/lib/server/http';
import { readSlip, slipResponse } from '@/lib/server/slips';

export const prerender = false;

/** A share's transfer slip (admin only), served like the booking's; 404 for no such share or no slip. */
export const GET = withAdmin(
  async ({ params }) => {
    const data = await readSlip(shareSlip(getDb(), params.id ?? '', Number(params.number)));
    if (!data) throw refuse(404, { code: 'share_slip_missing', params: {} });
    return slipResponse(data);
  },
  { role: 'staff' },
);
