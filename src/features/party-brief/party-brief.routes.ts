/** The party brief's route as the brief link's form calls it. */
import type { z } from 'zod';
import { route } from '@/lib/route-contract';
import type { briefBody } from './brief.schema';
import type { submitBrief } from './brief.server';

/** Writes or changes the brief of the link's booking (the link's token and the page's language with the answers). */
export const submitBriefRoute = route<ReturnType<typeof submitBrief>, z.input<typeof briefBody>>()('POST', '/api/brief');
