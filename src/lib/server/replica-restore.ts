/**
 * A restore from the continuous replica (REPLICA_URL) onto a new machine, with Litestream's own
 * `restore`, and one repair it lacks: over SFTP, Litestream 0.3.13 writes each WAL segment straight into
 * its final file, so a machine that dies while sending one leaves that last segment cut short on the
 * backup machine, and a plain restore then stops at it ("cannot download wal …: unexpected EOF") and
 * restores nothing. Here such a restore is done again as it was just before that segment was sent: every
 * segment before it comes back, and the writes of its last second (the one it was sending) are the loss,
 * as they would be had it died a moment earlier. Any other failure is answered as Litestream gave it.
 */
import { spawnSync } from 'node:child_process';
import { litestreamPath } from './config';

export interface ReplicaRestore {
  /** Litestream's configuration file (the copy of the one the server wrote: database, replica, SSH key). */
  config?: string;
  /** The database path the configuration names, or the replica's URL. */
  target: string;
  /** The restored database's file (Litestream refuses one that exists). */
  output: string;
  /** As it was at this time (ISO 8601), instead of the latest. */
  timestamp?: string;
}

/** A segment the replica lists (`litestream wal`): its generation, index and offset, and when it was sent. */
interface Segment {
  generation: string;
  index: number;
  offset: number;
  createdAt: Date;
}

/** What a restore did: every write the replica holds, or up to a segment cut short. */
export type ReplicaRestoreResult =
  | { ok: true; cut?: { generation: string; index: number; offset: number; sentAt: string; restoredTo: string } }
  | { ok: false; error: string };

/** "cannot download wal <generation>/<index in hex>": where a restore stopped on a segment it could not read. */
const UNREADABLE_SEGMENT = /cannot download wal ([0-9a-f]+)\/([0-9a-f]+)/;

/** Litestream's `-config` argument, when a configuration file is given. */
const configArgs = (options: ReplicaRestore) => (options.config ? ['-config', options.config] : []);

function litestream(args: string[]): { ok: boolean; output: string } {
  const run = spawnSync(litestreamPath(), args, { encoding: 'utf8' });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? run.error.message : ''}`.trim();
  return { ok: run.status === 0, output };
}

/** A line of `litestream wal`'s table: replica, generation, index, offset, size, created. */
const SEGMENT_LINE = /^\S+\s+([0-9a-f]+)\s+(\d+)\s+(\d+)\s+\d+\s+(\S+)$/;

/** The segments of one generation, as the replica lists them. */
function segments(options: ReplicaRestore, generation: string): Segment[] {
  const listed = litestream(['wal', ...configArgs(options), '-generation', generation, options.target]);
  if (!listed.ok) return [];
  return listed.output.split('\n').flatMap((line) => {
    const [, gen, index, offset, created] = SEGMENT_LINE.exec(line.trim()) ?? [];
    return gen === generation && index && offset && created
      ? [{ generation, index: Number(index), offset: Number(offset), createdAt: new Date(created) }]
      : [];
  });
}

/** The newest segment of a list, by index then offset. */
function newest(list: Segment[]): Segment | undefined {
  return list.reduce<Segment | undefined>(
    (last, segment) =>
      !last || segment.index > last.index || (segment.index === last.index && segment.offset > last.offset) ? segment : last,
    undefined,
  );
}

/**
 * One download at a time: with several, a segment that fails while the restore waits for an earlier one is reported
 * as "context canceled", naming no segment (Litestream 0.3.13 returns its context's error before the download's).
 */
function restoreArgs(options: ReplicaRestore, extra: string[]): string[] {
  return ['restore', ...configArgs(options), '-parallelism', '1', ...extra, '-o', options.output, options.target];
}

/** Restores the replica into `options.output`; when its last segment was cut short, restores it as it was before that segment. */
export function restoreFromReplica(options: ReplicaRestore): ReplicaRestoreResult {
  const asked = options.timestamp ? ['-timestamp', options.timestamp] : [];
  const first = litestream(restoreArgs(options, asked));
  if (first.ok) return { ok: true };
  const [, generation, index] = UNREADABLE_SEGMENT.exec(first.output) ?? [];
  const last = generation && index ? newest(segments(options, generation)) : undefined;
  // Only the generation's last index may hold a segment cut short by the machine's death; anything else is not this.
  if (!last || last.index !== parseInt(index ?? '', 16)) return { ok: false, error: first.output };
  // `litestream wal` gives whole seconds, and the segment being sent is the only one of its second or later.
  // (An asked time before it would not have reached it: the first restore would not have failed on it.)
  const at = new Date(last.createdAt.getTime() - 1);
  const again = litestream(restoreArgs(options, ['-generation', last.generation, '-timestamp', at.toISOString()]));
  if (!again.ok) return { ok: false, error: `${first.output}\n${again.output}` };
  return {
    ok: true,
    cut: {
      generation: last.generation,
      index: last.index,
      offset: last.offset,
      sentAt: last.createdAt.toISOString(),
      restoredTo: at.toISOString(),
    },
  };
}
