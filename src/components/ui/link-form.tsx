/**
 * The form of an e-mailed link's page (review, brief): its answers, checked in the browser by the feature's
 * rules before sending, then POSTed with the link's token (read from the address) and the page's language;
 * the server's field problems go back on their fields and its refusal is said under the button. Once sent,
 * the form gives way to a thank-you saying until when the same link can change it.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, type FieldIssue } from '@/lib/api-client';
import { requestRoute } from '@/lib/route-client';
import type { Route, RouteAnswer } from '@/lib/route-contract';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { sayFields, sayRefusal } from '@/lib/say-refusal';
import { linkTokenInAddress } from '@/lib/link-token';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

/** Where a link form stands: being filled, sending, refused (with the server's words) or sent (open until `until`, ISO). */
export interface LinkFormState {
  kind: 'ready' | 'sending' | 'failed' | 'sent';
  message?: string;
  until?: string;
}

/** The answers (`input`, changed by `set`), the fields' problems, the state, the form's `submit` and `post` for a link's other requests. */
export function useLinkForm<I extends object>(options: {
  initial: I;
  /** The route the form posts to (its contract: the body is the link's token, the page's language and the answers). */
  route: Route<string, unknown, { openUntil: string }>;
  locale: Locale;
  /** The feature's rules, in the page's language. */
  problems: (input: I) => FieldIssue[];
}) {
  const [input, setInput] = useState<I>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<LinkFormState>({ kind: 'ready' });
  const set = (changes: Partial<I>) => setInput((current) => ({ ...current, ...changes }));
  const show = (issues: FieldIssue[]) => setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));

  /** POSTs `body` to a link's route with the link's token and the page's language; answers `{ answer }`, or nothing once a refusal is shown. */
  const post = async <R extends Route<string, unknown>>(contract: R, body: object): Promise<{ answer: RouteAnswer<R> } | undefined> => {
    try {
      const linkBody = { token: linkTokenInAddress(), locale: options.locale, ...body };
      return { answer: (await requestRoute(contract as Route<string, object>, { body: linkBody })) as RouteAnswer<R> };
    } catch (error) {
      // The link's own refusals come in the booking's language from the server; its 503s (storage, a full queue) are
      // said from their code in the page's language.
      const { locale } = options;
      if (error instanceof ApiError && error.issues.length) setErrors(sayFields(error, UNAVAILABLE_ERRORS, locale));
      setState({ kind: 'failed', message: sayRefusal(error, UNAVAILABLE_ERRORS, locale, { unanswered: m.cf_try_again({}, { locale }) }) });
      return undefined;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = options.problems(input);
    show(problems);
    if (problems.length) return;
    setState({ kind: 'sending' });
    const sent = await post(options.route, input);
    if (sent) setState({ kind: 'sent', until: sent.answer.openUntil });
  };

  return { input, set, errors, state, submit, post };
}

/** The thank-you that replaces a sent link form, with until when the same link can change it. */
export function LinkFormSent({ testId, thanks, until }: { testId: string; thanks: string; until?: string }) {
  return (
    <div role="status" className="mt-6" data-testid={testId}>
      <p className="font-medium">{thanks}</p>
      {until && <p className="mt-2 text-sm text-mist">{until}</p>}
    </div>
  );
}

/** The link form's button (relabelled while sending) and the refusal under it. */
export function LinkFormSubmit({ state, label, sendingLabel }: { state: LinkFormState; label: string; sendingLabel: string }) {
  const sending = state.kind === 'sending';
  return (
    <>
      <button type="submit" className="btn-gold mt-6 disabled:opacity-60" disabled={sending} aria-busy={sending}>
        {sending ? sendingLabel : label}
      </button>
      {state.kind === 'failed' && (
        <p role="alert" className="mt-3 text-error">
          {state.message}
        </p>
      )}
    </>
  );
}
