/** Test support: people of the agency and their sessions, made directly in the database. */
import { staff, type StaffRole } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { createSession, sessionCookieName } from '@/lib/server/session';
import { ensureAdminPassword } from '@/features/admin/auth.server';
import { TestClient } from './client';

/** Adds a person (enabled) and answers their id. */
export function addPerson(name: string, email: string, role: StaffRole): string {
  return getDb().insert(staff).values({ name, email: email.toLowerCase(), role }).returning({ id: staff.id }).get().id;
}

/** A client signed in as the person (a session as a passkey sign-in would make it). */
export async function clientAs(staffId: string, role: StaffRole, address?: string): Promise<TestClient> {
  // The first request applies ADMIN_PASSWORD, which ends every session: apply it before making this one.
  await ensureAdminPassword(getDb());
  const client = new TestClient(address);
  const { token } = createSession(getDb(), Date.now(), { staffId, role });
  client.cookies.set(sessionCookieName(false), { value: token, options: {} });
  return client;
}
