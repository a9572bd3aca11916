/** The health route as the owner's panel reads it (the replica's line in Posta in uscita). */
import { route } from '@/lib/route-contract';
import type { ReplicaReport } from './replica-words';

/** The server's health; a signed-in owner also gets the replica's report. */
export const healthRoute = route<{ replica?: ReplicaReport }>()('GET', '/api/health');
