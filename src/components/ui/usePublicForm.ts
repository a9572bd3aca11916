/**
 * The submission of a public form (contact, application): validated on blur with the shared schema,
 * posted with the honeypot, the server's field issues put back on their fields, the outcome toasted,
 * and the form emptied once sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { HONEYPOT_FIELD } from '@/features/spam/honeypot';
import { showToast } from '@/features/toast/toast-store';
import { formFailure } from './server-issues';

/** A toast's words. */
interface Words {
  title: string;
  description: string;
}

/** The form state, the honeypot's ref and the submit handler of a public form posting to `endpoint`. */
export function usePublicForm<I extends FieldValues, O extends object>(options: {
  schema: z.ZodType<O, I>;
  empty: I;
  endpoint: string;
  sent: Words;
  failed: Words;
  /** What is posted: the valid values by default. */
  body?: (values: O) => object;
}) {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<I, unknown, O>,
    mode: 'onBlur',
    defaultValues: options.empty as DefaultValues<I>,
  });
  const fields = Object.keys(options.empty);

  const send = async (values: O) => {
    try {
      await apiRequest('POST', options.endpoint, { ...(options.body ? options.body(values) : values), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      const description = formFailure(error, fields, (field, issue) => form.setError(field as Path<I>, issue), options.failed.description);
      showToast({ ...options.failed, description, variant: 'destructive' });
      return;
    }
    showToast(options.sent);
    form.reset(options.empty);
  };

  return { form, honeypot, send };
}
