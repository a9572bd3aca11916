/**
 * `npm run db:restore-replica -- -config <litestream.yml> -o <new file> [-timestamp <time>] <database path>`
 * (in the container's image: `node tools/db-restore-replica.mjs …`): the database brought back from the
 * continuous replica alone, onto a new machine, with Litestream's own restore (the arguments are its
 * own; `<database path>` may also be the replica's URL). When the dead machine left the replica's last
 * WAL segment cut short (src/lib/server/replica-restore.ts), it restores as it was before that segment and
 * says so. Exits non-zero, with Litestream's words, when nothing was restored.
 */
import { restoreFromReplica, type ReplicaRestore } from '@/lib/server/replica-restore';

const USAGE =
  'Usage: npm run db:restore-replica -- [-config <litestream.yml>] -o <new database file> [-timestamp <ISO time>] <database path or replica URL>';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const options: Partial<ReplicaRestore> = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  const value = () => args[++i] ?? fail(`${arg} needs a value.\n${USAGE}`);
  if (arg === '-config' || arg === '--config') options.config = value();
  else if (arg === '-o' || arg === '--output') options.output = value();
  else if (arg === '-timestamp' || arg === '--timestamp') {
    options.timestamp = value();
    if (Number.isNaN(Date.parse(options.timestamp))) fail(`Not a time: ${options.timestamp} (e.g. 2026-11-29T14:15:00Z).\n${USAGE}`);
  } else if (arg.startsWith('-')) fail(`Unknown option ${arg}.\n${USAGE}`);
  else if (options.target) fail(`One database path or replica URL, not two (${options.target}, ${arg}).\n${USAGE}`);
  else options.target = arg;
}
if (!options.output || !options.target) fail(USAGE);

const result = restoreFromReplica(options as ReplicaRestore);
if (!result.ok) fail(`Not restored:\n${result.error}`);
else if (result.cut)
  console.log(
    `Restored ${options.output} as it was at ${result.cut.restoredTo}: the replica's last WAL segment (generation ${result.cut.generation}, ` +
      `index ${result.cut.index}, offset ${result.cut.offset}, sent at ${result.cut.sentAt}) was cut short when the machine stopped; ` +
      'the writes of that last moment are not in the copy.',
  );
else console.log(`Restored ${options.output} from the replica${options.timestamp ? ` as it was at ${options.timestamp}` : ''}.`);
