/** The availability route the agency's desk calls: which performers of a city are free for a slot. */
import type { z } from 'zod';
import { route } from '@/lib/route-contract';
import type { availabilityQuerySchema } from './availability.schema';
import type { PerformerAvailability } from './availability.server';

/** The city's bookable performers, each free or not for the slot (the query's date, time and minutes). */
export const availabilityRoute = route<
  { performers: PerformerAvailability[] },
  never,
  Record<keyof z.input<typeof availabilityQuerySchema>, string | number>
>()('GET', '/api/availability');
