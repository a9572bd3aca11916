/**
 * Server settings from the environment (documented in README.md and .env.example).
 * Read lazily so tests can point a process at their own database before first use.
 */
import path from 'node:path';

/** Path of the SQLite database file. */
export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH || 'data/app.db');
}

/** Folder where uploaded photos are stored (served at /uploads/). */
export function uploadsDir(): string {
  return path.resolve(process.env.UPLOADS_DIR || 'data/uploads');
}

/** Private folder of advance transfer slips (SLIPS_DIR; default: `slips` beside the database). Never served. */
export function slipsDir(): string {
  return process.env.SLIPS_DIR ? path.resolve(process.env.SLIPS_DIR) : path.join(path.dirname(databasePath()), 'slips');
}

/** Minutes between due-reminder checks (REMINDER_INTERVAL_MINUTES, default 5; 0 turns the check off). */
export function reminderIntervalMinutes(): number {
  const raw = process.env.REMINDER_INTERVAL_MINUTES;
  if (raw === undefined || raw.trim() === '') return 5;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > 24 * 60) {
    throw new Error(`REMINDER_INTERVAL_MINUTES must be a number of minutes from 0 to 1440, not "${raw}"`);
  }
  return minutes;
}
