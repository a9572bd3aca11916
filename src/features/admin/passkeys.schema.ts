/** Bodies of the passkey ceremonies under /api/admin/passkeys (the WebAuthn response is checked by the library). */
import { z } from 'zod';

const credential = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** POST register/options: with an invitation token, or signed in (a second device). */
export const registerOptionsSchema = z.object({ token: z.string().max(128).optional() });

/** POST register/verify. */
export const registerVerifySchema = z.object({
  token: z.string().max(128).optional(),
  challengeId: z.string().min(1).max(64),
  response: credential,
});

/** POST login/verify. */
export const loginVerifySchema = z.object({ challengeId: z.string().min(1).max(64), response: credential });
