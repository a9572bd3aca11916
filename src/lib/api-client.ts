/**
 * The browser's one API client (spec section 7): same-origin cookies, nothing cached by the
 * browser, JSON bodies (FormData as multipart), JSON answers. A non-OK answer is thrown as an
 * ApiError whose message is '{status}: {response text or status text}' (spec section 8); a request
 * that never got an answer is thrown as a NetworkError, so no caller has to recognise a browser's
 * own error text.
 */

/** One field problem as the API reports it (400 answers): its English text, and its rule's code and params. */
export interface FieldIssue {
  path: string;
  message: string;
  code?: unknown;
  params?: unknown;
}

/** An answer's stable error code and its parameters (lib/error-codes.ts), as it sent them (codedMessage checks them). */
export interface AnswerReason {
  code?: unknown;
  params?: unknown;
}

/** A non-OK answer: its HTTP status, the message '{status}: {text}', the server's words, the field issues and its code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own words: the `error` field of its JSON answer, else its text or the status text. */
    readonly serverMessage: string = message,
    readonly issues: FieldIssue[] = [],
    /** The answer's `code` and `params`, to say it in the reader's language (codedMessage). */
    readonly reason: AnswerReason = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The request was never answered (offline, refused, cut). Not an ApiError: there is no status and
 * no server message, only the browser's reason (its message, kept as the cause too).
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NetworkError';
  }
}

/** A 304 on a data fetch: treated as a cancellation (spec section 8). */
export class CancelledError extends Error {}

/** Options of one request. */
export interface RequestOptions {
  /** Extra headers (the admin layer adds its anti-forgery token). */
  headers?: Record<string, string>;
  /** Cancels the request; an aborted request rejects with the browser's AbortError. */
  signal?: AbortSignal;
}

const isFieldIssue = (issue: unknown): issue is FieldIssue =>
  typeof (issue as FieldIssue | null)?.path === 'string' && typeof (issue as FieldIssue).message === 'string';

/** The ApiError of a non-OK response, from its text. */
function errorOf(response: Response, text: string): ApiError {
  let payload: { error?: unknown; issues?: unknown; code?: unknown; params?: unknown } | undefined;
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    // Not JSON: the text itself is the message.
  }
  const error = typeof payload?.error === 'string' ? payload.error : undefined;
  const issues = Array.isArray(payload?.issues) ? payload.issues.filter(isFieldIssue) : [];
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    error ?? (text || response.statusText),
    issues,
    payload ?? {},
  );
}

/** Sends a request and answers the parsed JSON (null for an empty answer); throws ApiError or NetworkError. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  if (response.status === 304) throw new CancelledError('Not modified');
  const text = await response.text();
  if (!response.ok) throw errorOf(response, text);
  return (text ? JSON.parse(text) : null) as T;
}
