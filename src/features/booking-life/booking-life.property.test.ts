// The rules of a booking's life, held after every step of random lives: a booking asked for (by the customer or by
// the agency), then any sequence of what its people do, through the real routes on a real SQLite file (the confirm
// link, the agency's confirmation and desk edits, a length change, the owner's rate, a split and its shares paid,
// the advance reported, received or refunded, "Sostituisci", cancel, complete, the performers' night, time passing).
// After each step (test/booking-rules.ts): the money adds up and the shares follow the advance, a paid advance or
// share never changes, only the table's moves happen, a refusal changes nothing, everyone sees the same performers
// and money, and every e-mail the step sent states the stored money. What they found is booking-life.regressions.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { useAdminClient, useTempApp } from '@test/client';
import { useSettings } from '@test/hooks';
import { BookingLife, LifeWorld, LINE_UPS, type Beginning, type Step } from '@test/booking-operations';
import { mailRules, stateRules, stepRules } from '@test/booking-rules';

useTempApp();
useSettings({ AGENCY_EMAIL: 'agency@example.test' });
const admin = useAdminClient('203.0.113.240');
const world = new LifeWorld(admin);
beforeAll(() => world.signInPerformers());

/** How a life begins: asked for by the customer or by the agency, a line-up, a language, a show within the week. */
const beginning: fc.Arbitrary<Beginning> = fc.record({
  origin: fc.constantFrom('customer' as const, 'agency' as const),
  lineUp: fc.nat(LINE_UPS.length - 1),
  locale: fc.constantFrom('en' as const, 'th' as const),
  // Within the week: time moves on to the show (the agency's session lasts a week without use).
  daysAhead: fc.integer({ min: 1, max: 5 }),
});

const length = fc.constantFrom(60, 90, 120, 150, 180);
/** One thing someone does, weighted by how often it happens; many are refused in some states, which is tested too. */
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ op: 'confirmAddress' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'acceptRequest' as const }) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        op: fc.constant('agencyConfirm' as const),
        finalStatus: fc.constantFrom('confirmed' as const, 'completed' as const),
        duration: length,
      },
      { requiredKeys: ['op', 'finalStatus'] },
    ),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('deskEdit' as const),
      change: fc.oneof(
        fc.record({ eventTime: fc.constantFrom('19:00', '21:30', '22:00') }),
        fc.record({ duration: length }),
        fc.record({ specialRequests: fc.constantFrom('Balloons', 'A quiet entrance') }),
        fc.record({
          priceOverride: fc.option(fc.record({ total: fc.integer({ min: 0, max: 40_000 }), reason: fc.constant('Sconto amici') }), {
            nil: null,
          }),
        }),
        fc.record({ lineUp: fc.nat(LINE_UPS.length - 1) }),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rate' as const), percent: fc.integer({ min: 1, max: 100 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('split' as const), count: fc.integer({ min: 2, max: 30 }), oneGoesFree: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('reportShare' as const), pick: fc.nat(29) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('receiveShare' as const), pick: fc.nat(29) }) },
  { weight: 1, arbitrary: fc.constant({ op: 'cover' as const }) },
  { weight: 1, arbitrary: fc.constant({ op: 'reportAdvance' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('advance' as const),
      to: fc.constantFrom('received' as const, 'refunded' as const, 'unpaid' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('replace' as const), pick: fc.nat(3), to: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), by: fc.constantFrom('customer' as const, 'agency' as const) }) },
  { weight: 1, arbitrary: fc.constant({ op: 'complete' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('night' as const),
      pick: fc.nat(3),
      status: fc.constantFrom('on-my-way' as const, 'arrived' as const, 'finished' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('time' as const),
      to: fc.constantFrom('dayBefore' as const, 'nightOpens' as const, 'started' as const, 'ended' as const),
    }),
  },
);

/** Lives one booking: its beginning, then the steps, checking the rules after each; the first broken rules fail it. */
async function live(start: Beginning, steps: Step[]): Promise<void> {
  await admin.mutate('PUT', '/api/admin/advance-rate', { percent: 30 });
  const life = new BookingLife(world, start);
  try {
    await life.begin();
    const mails = await world.newMails();
    let before = await life.observe();
    const fail = (at: string, broken: string[]) => {
      if (broken.length) throw new Error(`${at}:\n  ${broken.join('\n  ')}`);
    };
    fail('after the booking was made', [...mailRules(before.row, mails), ...stateRules(before)]);
    for (const [index, current] of steps.entries()) {
      const known = new Set(world.outboxKinds(life.id).map((m) => m.id));
      const outcome = await life.perform(current);
      const mails = await world.newMails();
      const queued = world.outboxKinds(life.id).filter((m) => !known.has(m.id));
      const after = await life.observe();
      fail(`step ${index + 1}, ${JSON.stringify(current)}`, [...stepRules(before, after, outcome, mails, queued), ...stateRules(after)]);
      before = after;
    }
  } finally {
    await life.end();
    await world.newMails();
  }
}

// A life still under way when the test ends (it timed out) finishes before the file's database goes (afterAll hooks
// run last registered first), and none starts after: it would open the default database file.
let ended = false;
let running: Promise<void> = Promise.resolve();
afterAll(async () => {
  ended = true;
  await running.catch(() => undefined);
});
const lifeUnlessEnded = (start: Beginning, steps: Step[]): Promise<void> => (ended ? Promise.resolve() : (running = live(start, steps)));

// A few seconds: 20 lives of up to 10 steps, with fast-check's random seed (a failure prints its seed and path, and
// the shrunk life: pass `{ seed, path, endOnFailure: true }` to fc.assert to replay it).
describe("a booking's life, whatever its people do", () => {
  it('keeps its money, its moves, its performers and its e-mails true after every step', { timeout: 180_000 }, async () => {
    await fc.assert(fc.asyncProperty(beginning, fc.array(step, { maxLength: 10 }), lifeUnlessEnded), { numRuns: 20 });
  });
});
