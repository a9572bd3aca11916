import type { APIRoute } from 'astro';
import { listPublicPerformers } from '@/features/performers/performers.server';
import { getDb } from '@/lib/server/db';
import { json } from '@/lib/server/http';

export const prerender = false;

/** Available performers, public fields only, in display order. */
export const GET: APIRoute = () => json(listPublicPerformers(getDb()));
