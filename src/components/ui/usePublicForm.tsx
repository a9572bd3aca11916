/**
 * The submission of a public form (contact, application): validated on blur with the shared schema
 * (loaded on the form's first focus or tap: lazyRules), posted with the honeypot, the server's field
 * issues put back on their fields, the outcome toasted, and the form emptied once sent. The body carries
 * the page's language (`locale`); the rules' messages and the server's are said in it from their codes.
 * Its words (the form's name, the honeypot's label, the submit button's and the toasts) come from the server.
 */
import { useRef, type FormEvent } from 'react';
import { apiRequest } from '@/lib/api-client';
import { HONEYPOT_FIELD } from '@/lib/honeypot';
import type { Locale } from '@/lib/i18n';
import { showToast } from '@/lib/toast-store';
import type { LazyRules } from './lazy-rules';
import { useForm } from './use-form';
import { HoneypotField } from './HoneypotField';
import { SubmitButton } from './SubmitButton';

// What a failed post says (its field issues, a rate limit's wait) loads when a post fails, not with the page.
const failureOf = () => import('./server-issues');

/** A toast's words. */
interface Words {
  title: string;
  description: string;
}

/** What every public form says itself, in the page's language: its name, the honeypot's label, its button's and its toasts. */
export interface PublicFormWords {
  form: string;
  honeypot: string;
  sending: string;
  send: string;
  toasts: { sent: Words; failed: Words };
}

/** The form state, the `<form>`'s props (its name, submit, and loading the rules) and its end (honeypot and button) of a public form posting to `endpoint`. */
export function usePublicForm<I extends object, O extends object>(options: {
  rules: LazyRules<I, O>;
  empty: I;
  endpoint: string;
  words: PublicFormWords;
  /** The page's language: the body's `locale`, and the one the rules' messages are said in. */
  locale: Locale;
  /** What is posted: the valid values by default. */
  body?: (values: O) => object;
}) {
  const honeypot = useRef<HTMLInputElement>(null);
  const { words } = options;
  const { toasts } = words;
  const form = useForm<I, O>({ empty: options.empty, rules: options.rules, locale: options.locale, check: 'blur' });
  const fields = Object.keys(options.empty);

  const send = async (values: O) => {
    try {
      await apiRequest('POST', options.endpoint, {
        ...(options.body ? options.body(values) : values),
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        // The page's language: the replies to this person are written in it.
        locale: options.locale,
      });
    } catch (error) {
      const setError = (field: string, issue: { message: string }) => form.setError(field, issue.message);
      const failure = { fields, setError, words: options.rules.words };
      // The words could not load (the connection dropped): the failure toast's own.
      const description = await failureOf().then(
        ({ formFailure }) => formFailure(error, failure, toasts.failed.description, options.locale),
        () => toasts.failed.description,
      );
      showToast({ ...toasts.failed, description, variant: 'destructive' });
      return;
    }
    showToast(toasts.sent);
    form.reset();
  };

  // Rules that could not load (the connection dropped) fail the submit like a refused request would.
  const formProps = {
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      form
        .submit(send)(event)
        .catch(() => showToast({ ...toasts.failed, variant: 'destructive' })),
    ref: form.adopt,
    onFocus: options.rules.warm,
    onPointerDown: options.rules.warm,
    noValidate: true,
    'aria-label': words.form,
  };
  // The form's last lines: the honeypot only bots fill, then the button, relabelled while sending.
  const end = (
    <>
      <HoneypotField label={words.honeypot} inputRef={honeypot} />
      <SubmitButton pending={form.submitting} pendingLabel={words.sending}>
        {words.send}
      </SubmitButton>
    </>
  );

  return { form, formProps, end };
}
