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
