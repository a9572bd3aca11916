/**
 * Test support: the rules of a booking's life, checked on what everyone sees of it (booking-operations.ts `observe`).
 * Of one state: the money adds up and the shares follow the advance, everyone sees the same status, money and
 * performers, a performer says "Finished" only once the show started. Of one step: no 500, a refusal changes
 * nothing, the status moves only as the table of moves (booking-life/statuses.ts) allows and the advance only as
 * the agency's and the payers' moves do, a paid advance or share never changes, every e-mail states the stored
 * money, performers hear "cancelled" only when the table says so, no reminder after "On my way". Each check
 * answers the rules it found broken, in words.
 */
import * as clock from '@/lib/clock';
import { summarySections } from '@/features/booking/booking-view';
import type { LinkView } from '@/features/booking/booking.server';
import { hasStarted, MOVES, performersToldOf, showStart, type BookingStatus, type ShowTime } from '@/features/booking-life/statuses';
import { PATTAYA, type Mail, type Observed, type Outcome } from './booking-operations';
import { mailMoney } from './mail-money';
import { performerId } from './performer-portal';

/** A message a step queued: its outbox kind and recipient. */
export interface Queued {
  kind: string;
  recipient: string;
}

/** The advance's moves: reported by the customer or her guests, received (reported or seen on the statement), refunded, a report undone. */
const ADVANCE_MOVES: Record<string, string[]> = {
  unpaid: ['reported', 'received'],
  reported: ['received', 'unpaid'],
  received: ['refunded'],
  refunded: [],
};
const PAID = ['reported', 'received'];
const paid = (status: string) => PAID.includes(status);

/** Whether a status change is a move of the table whose guard holds now (a completion once the show started). */
function allowedMove(from: BookingStatus, to: BookingStatus, show: Pick<ShowTime, 'eventDate' | 'eventTime'>): boolean {
  return Object.values(MOVES).some(
    (move) => move.to === to && move.from.includes(from) && (!move.guards.includes('show-started') || hasStarted(show, clock.now())),
  );
}

const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
const sorted = <T>(list: T[]) => [...list].sort();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const nameOf = new Map(PATTAYA.map((name) => [performerId(name), name]));
const names = (ids: unknown) => (ids as string[]).map((id) => nameOf.get(id) ?? id).join(', ');
const performerOfMail = new Map(PATTAYA.map((name) => [`${name.toLowerCase()}@performers.example`, name]));
const shareList = (o: Observed) => o.shares.map((s) => `${s.number}:${s.amount} ${s.status}`).join(', ');

/** The rules found broken by one check, each in words. */
class Findings {
  readonly broken: string[] = [];
  /** Records the rule's words when it does not hold (the words are made only then); safe to take apart from its object. */
  readonly rule = (holds: boolean, words: () => string): void => {
    if (!holds) this.broken.push(words());
  };
}

/** The rules one state keeps: its money and shares, and that everyone sees the same booking. */
export function stateRules(o: Observed): string[] {
  const found = new Findings();
  moneyRules(o, found);
  performerRules(o, found);
  return found.broken;
}

/** Total = advance + cash; the shares add up to the advance, the open ones to what is still owed; every reader shows them. */
function moneyRules(o: Observed, { rule }: Findings): void {
  const { row } = o;
  rule(
    row.totalPrice === row.advanceAmount + row.cashAmount,
    () => `total = advance + cash: ${row.totalPrice} ≠ ${row.advanceAmount} + ${row.cashAmount}`,
  );
  if (o.shares.length > 0) {
    const paidShares = sum(o.shares.filter((s) => paid(s.status)).map((s) => s.amount));
    const open = sum(o.shares.filter((s) => !paid(s.status)).map((s) => s.amount));
    const owed = row.advanceStatus === 'received' || row.advanceStatus === 'refunded' ? 0 : row.advanceAmount - paidShares;
    rule(
      paidShares + open === row.advanceAmount,
      () => `the shares add up to the advance: ${paidShares + open} ≠ ${row.advanceAmount} (shares ${shareList(o)})`,
    );
    rule(
      open === owed,
      () =>
        `the open shares add up to what is still owed: ${open} ≠ ${owed} (advance ${row.advanceAmount} ${row.advanceStatus}, shares ${shareList(o)})`,
    );
  }
  const listed = (list: { number: number; amount: number; status: string }[]) =>
    list.map((s) => ({ number: s.number, amount: s.amount, status: s.status }));
  const stored = listed(o.shares);
  rule(same(listed(o.customerShares), stored), () => `the organiser's shares are not the stored ones: ${JSON.stringify(o.customerShares)}`);
  rule(same(listed(o.agencyShares), stored), () => `the agency's shares are not the stored ones: ${JSON.stringify(o.agencyShares)}`);
  const facts = {
    status: row.status,
    advanceStatus: row.advanceStatus,
    totalPrice: row.totalPrice,
    advanceAmount: row.advanceAmount,
    cashAmount: row.cashAmount,
  };
  for (const [who, view] of [
    ['Booking Details', o.admin],
    ['the summary', o.summary],
  ] as const) {
    const shown = Object.fromEntries(Object.keys(facts).map((key) => [key, view[key]]));
    rule(same(shown, facts), () => `${who} shows ${JSON.stringify(shown)}, stored ${JSON.stringify(facts)}`);
  }
}

/** The performers agree everywhere: the slots, Booking Details, the summary, the legacy columns, each performer's page. */
function performerRules(o: Observed, { rule }: Findings): void {
  const { row } = o;
  const booked = sorted([...new Set(o.slots.map((s) => nameOf.get(s.performerId) ?? s.performerId))]);
  const inRole = (role: string) => sorted(o.slots.filter((s) => s.role === role).map((s) => s.performerId));
  rule(
    same(sorted(o.admin.stripperIds as string[]), inRole('stripper')) && same(sorted(o.admin.waiterIds as string[]), inRole('waiter')),
    () => `Booking Details lists ${names(o.admin.stripperIds)} / ${names(o.admin.waiterIds)}, booked: ${booked.join(', ')}`,
  );
  const summary = summarySections(o.summary as unknown as LinkView, 'en')
    .flatMap((section) => section.rows.map(([, value]) => value))
    .join('\n');
  const onSummary = PATTAYA.filter((name) => new RegExp(`\\b${name}\\b`).test(summary)).sort();
  rule(same(onSummary, booked), () => `the summary names ${onSummary.join(', ')}, booked: ${booked.join(', ')}`);
  // The legacy columns, while Booking Details still answers them.
  if (typeof o.admin.performerName === 'string') {
    const legacy = sorted(o.admin.performerName.split(', '));
    rule(same(legacy, booked), () => `performer_name names ${legacy.join(', ')}, booked: ${booked.join(', ')}`);
  }
  if (typeof o.admin.performerId === 'string') {
    const legacy = nameOf.get(o.admin.performerId) ?? o.admin.performerId;
    rule(booked.includes(legacy), () => `performer_id is ${legacy}, booked: ${booked.join(', ')}`);
  }
  const holds = row.status === 'pending' || row.status === 'confirmed';
  for (const [name, entry] of o.portal) {
    const on = booked.includes(name);
    if (!entry) {
      rule(!(on && holds), () => `${name}'s page does not list the ${row.status} booking he is on`);
      continue;
    }
    rule(on, () => `${name}'s page lists a booking he is not on`);
    rule(entry.status === row.status, () => `${name}'s page shows the status ${entry.status}, stored ${row.status}`);
    rule(entry.cashAmount === row.cashAmount, () => `${name}'s page shows the cash ${entry.cashAmount}, stored ${row.cashAmount}`);
    const others = booked.filter((n) => n !== name);
    rule(
      same(sorted(entry.otherPerformers), others),
      () => `${name}'s page says he performs with ${entry.otherPerformers.join(', ')}, booked: ${others.join(', ')}`,
    );
  }
  for (const night of o.nights) {
    rule(
      night.finishedAt === null || night.finishedAt.getTime() >= showStart(row),
      () =>
        `${nameOf.get(night.performerId)} said "Finished" at ${night.finishedAt?.toISOString()}, before the show (${row.eventDate} ${row.eventTime})`,
    );
  }
}

/** The rules of one step, from what everyone saw before it to after it, with its answer, the e-mails it sent and the messages it queued. */
export function stepRules(before: Observed, after: Observed, outcome: Outcome, mails: Mail[], queued: Queued[]): string[] {
  const { broken, rule } = new Findings();
  const [was, now] = [before.row, after.row];
  if ('status' in outcome) {
    rule(outcome.status < 500, () => `answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
    if (outcome.status >= 400) {
      const kept = (o: Observed) => ({
        status: o.row.status,
        advanceStatus: o.row.advanceStatus,
        money: [o.row.totalPrice, o.row.advanceAmount, o.row.cashAmount],
        shares: o.shares.map((s) => [s.id, s.amount, s.status]),
        slots: sorted(o.slots.map((s) => `${s.performerId}/${s.role}`)),
      });
      rule(
        same(kept(before), kept(after)),
        () => `a refusal (${outcome.status}) changed what is stored: ${JSON.stringify(kept(before))} → ${JSON.stringify(kept(after))}`,
      );
    }
  }
  if (was.status !== now.status) {
    rule(
      allowedMove(was.status, now.status, now),
      () =>
        `${was.status} → ${now.status} is not an allowed move (at ${new Date(clock.now()).toISOString()}, show ${now.eventDate} ${now.eventTime})`,
    );
  }
  if (was.advanceStatus !== now.advanceStatus) {
    rule(
      ADVANCE_MOVES[was.advanceStatus]!.includes(now.advanceStatus),
      () => `advance ${was.advanceStatus} → ${now.advanceStatus} is not an allowed move`,
    );
  }
  rule(
    !(paid(was.advanceStatus) && paid(now.advanceStatus)) || now.advanceAmount === was.advanceAmount,
    () => `the paid advance (${was.advanceStatus}) changed from ${was.advanceAmount} to ${now.advanceAmount}`,
  );
  for (const share of before.shares.filter((s) => paid(s.status))) {
    const later = after.shares.find((s) => s.id === share.id);
    rule(
      later !== undefined && later.amount === share.amount && (later.status === share.status || later.status === 'received'),
      () => `paid share ${share.number} (${share.amount} ${share.status}) became ${later ? `${later.amount} ${later.status}` : 'nothing'}`,
    );
  }
  broken.push(...mailRules(now, mails));
  for (const { recipient } of queued.filter((m) => m.kind === 'performer-cancelled')) {
    const name = performerOfMail.get(recipient) ?? recipient;
    const stillOn = after.slots.some((s) => nameOf.get(s.performerId) === name);
    rule(performersToldOf(now.status) === 'cancelled' || !stillOn, () => `${name} was told the ${now.status} booking is cancelled for him`);
  }
  const onTheWay = before.nights.some((n) => n.onMyWayAt !== null);
  rule(!(onTheWay && queued.some((m) => m.kind === 'reminder')), () => 'the day-before reminder came after a performer said "On my way"');
  return broken;
}

/** Every e-mail names the stored advance and cash, and says the advance is paid or received only when it is. */
export function mailRules(row: Observed['row'], mails: Mail[]): string[] {
  const { broken, rule } = new Findings();
  for (const mail of mails) {
    const said = mailMoney(mail.text);
    const wrong = [
      ...said.advance.filter((a) => a !== row.advanceAmount).map((a) => `advance ${a}`),
      ...said.cash.filter((c) => c !== row.cashAmount).map((c) => `cash ${c}`),
    ];
    rule(
      wrong.length === 0,
      () =>
        `the e-mail "${mail.subject}" to ${mail.to} names ${wrong.join(', ')}; stored: advance ${row.advanceAmount}, cash ${row.cashAmount}`,
    );
    rule(
      paid(row.advanceStatus) || said.says.paid.length === 0,
      () => `the e-mail "${mail.subject}" says "${said.says.paid[0]}" of an advance ${row.advanceStatus}`,
    );
    rule(
      row.advanceStatus === 'received' || said.says.received.length === 0,
      () => `the e-mail "${mail.subject}" says "${said.says.received[0]}" of an advance ${row.advanceStatus}`,
    );
  }
  return broken;
}
