/**
 * A bounded queue for expensive work (password hashing, image decoding): at most `concurrency` jobs
 * run at once, at most `maxWaiting` wait behind them, and any more are refused at once with a 503
 * and Retry-After, so a flood costs the server a short queue instead of all its memory and threads.
 */
import { refuse } from './http';

/** How many jobs run at once, how many may wait, the Retry-After (seconds) of a refusal and its code (what is busy). */
export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  retryAfterSeconds: number;
  busy: 'images_busy' | 'sign_ins_busy';
}

/** A queue: `run` starts the job when a slot frees, or throws HttpError 503 when the queue is full. */
export interface WorkQueue {
  /** Runs job in turn; `maxWaiting` lets a kind of job accept a longer (or shorter) queue than the default. */
  run<T>(job: () => Promise<T>, maxWaiting?: number): Promise<T>;
  /** Jobs running now. */
  readonly running: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
}

/** A new bounded queue. */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<T>(job: () => Promise<T>, maxWaiting = options.maxWaiting): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= maxWaiting) {
          throw refuse(503, { code: options.busy, params: {} }, { headers: { 'Retry-After': String(options.retryAfterSeconds) } });
        }
        // The slot is handed over by release(), so no other caller can take it in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
