/**
 * Imported first by every schema module that runs in an island: zod 4 probes `new Function` the first
 * time an object schema is built, and although it catches the failure, a strict CSP (no
 * 'unsafe-eval') still reports the probe as a violation in the console. jitless skips the probe
 * (and the eval-compiled fast path, which forms of this size do not need).
 */
import { z } from 'zod';

z.config({ jitless: true });
