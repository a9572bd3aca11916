/** The night's alarms route, as the panel's banner calls it. */
import type { Jsonify } from '@/lib/jsonify';
import { route } from '@/lib/route-contract';
import type { NightAlarm } from './night-alarms.server';

/** The night alarms of the last hours. */
export const nightAlarmsRoute = route<Jsonify<NightAlarm>[]>()('GET', '/api/admin/night-alarms');
