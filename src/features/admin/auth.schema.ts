/** The login form's body, shared by the login page and POST /api/admin/login. */
import { z } from 'zod';

/** Longest password accepted (mirrors lib/server/password.ts; islands cannot import server code). */
export const PASSWORD_MAX = 256;

/** Body of POST /api/admin/login. */
export const loginSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
