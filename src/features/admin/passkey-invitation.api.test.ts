// One invitation, one passkey: two registrations racing on the same invitation store one passkey, not two.
// The WebAuthn check itself is the e2e's (a virtual authenticator); here it is replaced by one that answers
// only once both registrations are waiting in it, so the two really overlap.
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeys } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { TestClient, useTempApp } from '@test/client';
import { addPerson } from '@test/staff';
import { findStaff, sendInvitation } from './staff.server';

const waiting: (() => void)[] = [];
let credentials = 0;
vi.mock('@simplewebauthn/server', async (original) => ({
  ...(await original<typeof import('@simplewebauthn/server')>()),
  verifyRegistrationResponse: async () => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 2) for (const release of waiting.splice(0)) release();
    });
    credentials += 1;
    return {
      verified: true,
      registrationInfo: {
        credential: { id: `race-credential-${credentials}`, publicKey: new Uint8Array([1]), counter: 0, transports: [] },
      },
    };
  },
}));

useTempApp();

/** A registration's answer as the browser would send it (its content is not checked: the verifier above is a stand-in). */
const response = (id: string) => ({ id, rawId: id, type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} });

describe('7. an invitation is used up before its passkey is stored', () => {
  it('two registrations with one invitation: one is stored, the other gets 410 and stores nothing', async () => {
    const id = addPerson('Racing Invitee', 'racing@example.com', 'owner');
    const token = sendInvitation(getDb(), findStaff(getDb(), id)!);
    const [first, second] = [new TestClient('10.41.7.1'), new TestClient('10.41.7.2')];
    const challenges = await Promise.all(
      [first, second].map(async (client) => {
        const options = await client.mutate('POST', '/api/admin/passkeys/register/options', { token });
        expect(options.status, options.text).toBe(200);
        return options.body.challengeId as string;
      }),
    );
    const answers = await Promise.all(
      [first, second].map((client, i) =>
        client.mutate('POST', '/api/admin/passkeys/register/verify', { token, challengeId: challenges[i], response: response(`r${i}`) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    expect(answers.find((a) => a.status === 410)?.body).toEqual({
      error: 'This invitation has expired or was already used. Ask the owner for a new one.',
      code: 'invitation_used',
      params: {},
    });
    expect(getDb().select().from(passkeys).where(eq(passkeys.staffId, id)).all()).toHaveLength(1);
  });
});
