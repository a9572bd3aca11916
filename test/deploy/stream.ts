/**
 * A stream of bookings and page reads across an action on a running site (a restart, a stop and start,
 * a backup): three booking lanes and two read lanes on 127.0.0.1:port, each booking from its own client
 * address in X-Forwarded-For (the site runs with TRUST_PROXY=1, behind a proxy on the same machine, as
 * docs/operations.md sets it up). It counts what a restart can do to a client: refused (no one listening),
 * cut (a connection reset or closed before its answer), failed (an answer other than 201/200, a 503
 * included). A refused request is sent again once the action has ended; a cut one never is (it may
 * have been stored). A server that stops without a socket held for it (a container's) resets the connections
 * that were still being opened when it closed its socket: with `resetsSentAgain`, a connection reset before any
 * answer is counted apart and sent again too (each booking is of a slot of its own: one that had been stored
 * would be refused as taken, a failure). Lost bookings are the caller's count: acknowledged ids the database lacks.
 */
import http from 'node:http';
import { distinctBooking } from '@test/reliability/bookings';

const READ_PATHS = ['/api/performers', '/male-strippers/bangkok', '/pricing/pattaya', '/'];

/** What the stream saw. */
export interface StreamReport {
  /** Ids of the bookings answered 201. */
  acknowledged: string[];
  /** How many of them were acknowledged before the action began. */
  acknowledgedBeforeAction: number;
  /** Page reads answered 200. */
  reads: number;
  /** Requests that found no one listening (each sent again once, after the action). */
  refused: number;
  /** With resetsSentAgain: requests whose connection was reset before any answer (each sent again once, after the action). */
  reset: number;
  /** Requests whose connection was reset or closed before the answer. */
  cut: string[];
  /** Answers other than the expected status. */
  failed: string[];
  /** Requests sent before the action ended and answered after it: the longest wait (ms). */
  longestWaitMs: number;
  /** How long the action took (ms). */
  actionMs: number;
}

/** One request; resolves with the status and body, rejects with the socket's error code. */
function request(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        // Cut once the answer had begun: never a connection the server had not taken.
        res.on('error', (error) => reject(Object.assign(error, { answerBegun: true })));
      },
    );
    req.setTimeout(60_000, () => req.destroy(Object.assign(new Error('client timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Streams bookings (numbered from `firstBooking`, each a distinct slot) and reads until `before` bookings
 * are acknowledged, runs `action` while the stream goes on, then streams until `after` more are
 * acknowledged; answers the report.
 */
export async function streamAcross(options: {
  port: number;
  firstBooking: number;
  before: number;
  after: number;
  action: () => Promise<void>;
  resetsSentAgain?: boolean;
}): Promise<StreamReport> {
  const report: StreamReport = {
    acknowledged: [],
    acknowledgedBeforeAction: 0,
    reads: 0,
    refused: 0,
    reset: 0,
    cut: [],
    failed: [],
    longestWaitMs: 0,
    actionMs: 0,
  };
  let actionEndedAt = Infinity;
  let markActionEnded!: () => void;
  const actionEnded = new Promise<void>((resolve) => (markActionEnded = resolve));
  const waiters: { count: number; resolve: () => void }[] = [];
  let running = true;

  async function send(label: string, make: () => Promise<{ status: number; body: string }>) {
    const sentAt = Date.now();
    try {
      let answer: { status: number; body: string };
      try {
        answer = await make();
      } catch (error) {
        const { code, answerBegun } = error as NodeJS.ErrnoException & { answerBegun?: boolean };
        const reset = options.resetsSentAgain === true && !answerBegun && (code === 'ECONNRESET' || code === 'EPIPE');
        if (code !== 'ECONNREFUSED' && !reset) throw error;
        if (reset) report.reset += 1;
        else report.refused += 1;
        await actionEnded;
        answer = await make();
      }
      const answeredAt = Date.now();
      if (sentAt < actionEndedAt && answeredAt > actionEndedAt) report.longestWaitMs = Math.max(report.longestWaitMs, answeredAt - sentAt);
      return answer;
    } catch (error) {
      report.cut.push(`${label}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      return undefined;
    } finally {
      // A site that stays down ends the stream instead of spinning: the caller's checks then fail.
      const givingUp = report.cut.length + report.failed.length > 100;
      if (givingUp) running = false;
      for (const waiter of waiters) if (givingUp || report.acknowledged.length >= waiter.count) waiter.resolve();
    }
  }

  let n = 0;
  const bookingLane = async () => {
    while (running) {
      const i = options.firstBooking + n++;
      const answer = await send(`booking ${i}`, () =>
        request(options.port, {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
          body: JSON.stringify(distinctBooking(i)),
        }),
      );
      if (answer?.status === 201) report.acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
      else if (answer) report.failed.push(`booking ${i}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  };
  const readLane = async (lane: number) => {
    for (let i = 0; running; i++) {
      const pathname = READ_PATHS[(lane + i) % READ_PATHS.length]!;
      const answer = await send(`read ${pathname}`, () =>
        request(options.port, { path: pathname, headers: { 'x-forwarded-for': `203.0.113.${lane + 1}` } }),
      );
      if (answer?.status === 200) report.reads += 1;
      else if (answer) report.failed.push(`read ${pathname}: ${answer.status}`);
    }
  };
  const reached = (count: number) =>
    new Promise<void>((resolve) => (!running || report.acknowledged.length >= count ? resolve() : waiters.push({ count, resolve })));

  const lanes = Promise.all([bookingLane(), bookingLane(), bookingLane(), readLane(0), readLane(1)]);
  try {
    await reached(options.before);
    report.acknowledgedBeforeAction = report.acknowledged.length;
    const startedAt = Date.now();
    try {
      await options.action();
    } finally {
      actionEndedAt = Date.now();
      report.actionMs = actionEndedAt - startedAt;
      markActionEnded();
    }
    await reached(report.acknowledgedBeforeAction + options.after);
  } finally {
    running = false;
    markActionEnded();
    for (const waiter of waiters) waiter.resolve();
    await lanes;
  }
  return report;
}

/** The report in one line (counts, not ids). */
export function summary(report: StreamReport): string {
  return (
    `${report.acknowledged.length} bookings acknowledged (${report.acknowledgedBeforeAction} before the action), ${report.reads} reads; ` +
    `refused ${report.refused}, reset before an answer ${report.reset}, cut ${report.cut.length}, failed ${report.failed.length}; action ${report.actionMs} ms, ` +
    `longest wait across it ${report.longestWaitMs} ms`
  );
}
