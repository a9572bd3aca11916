import { listPublicPerformers } from '@/features/performers/performers.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

/** Available performers, public fields only, in display order. */
export const GET = route(() => json(listPublicPerformers(getDb())));
