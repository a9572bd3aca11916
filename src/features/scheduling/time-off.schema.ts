/** A performer's time off as the admin panel sends it: a start and an end instant, and an optional note. */
import '@/lib/zod-csp';
import { z } from 'zod';

/** The longest stretch of time off one entry may cover. */
export const MAX_TIME_OFF_DAYS = 366;

// Bangkok dates are written YYYY-MM-DD: an instant outside these years has no such date.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 30);

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be a date and time with its offset, e.g. 2026-12-01T00:00:00+07:00` })
    .transform((value) => Date.parse(value))
    .refine((ms) => ms >= EARLIEST && ms <= LATEST, `${name} must be between the years 2000 and 9999`);

/** Body of POST /api/admin/performers/{id}/time-off; unknown keys are refused. */
export const timeOffInputSchema = z
  .strictObject({
    startsAt: instant('startsAt'),
    endsAt: instant('endsAt'),
    note: z.string({ error: 'The note must be text' }).trim().max(200, 'Please keep the note under 200 characters').optional(),
  })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: 'The end must be after the start' })
  .refine((v) => v.endsAt - v.startsAt <= MAX_TIME_OFF_DAYS * 86_400_000, {
    path: ['endsAt'],
    message: `Time off can last at most ${MAX_TIME_OFF_DAYS} days`,
  });
/** A validated time-off entry: instants in ms since the epoch. */
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;
