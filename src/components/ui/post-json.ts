/** The browser side of a form submission: POST JSON, never throw, report what happened. */

/** One field problem as the API reports it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The outcome: ok with the answer, or a failure with the status (0 when the server was unreachable). */
export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error?: string; issues: FieldIssue[] };

/** Posts body as JSON to url (same origin, not cached) and reads the JSON answer. */
export async function postJson<T = unknown>(url: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, issues: [] };
  }
  const payload = (await response.json().catch(() => undefined)) as
    | (T & { error?: unknown; issues?: unknown })
    | undefined;
  if (response.ok) return { ok: true, data: payload as T };
  const error = typeof payload?.error === 'string' ? payload.error : undefined;
  const issues = Array.isArray(payload?.issues)
    ? (payload.issues as FieldIssue[]).filter((i) => typeof i?.path === 'string' && typeof i?.message === 'string')
    : [];
  return { ok: false, status: response.status, error, issues };
}
