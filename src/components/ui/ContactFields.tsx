/** The Email and Phone row every public form asks for (phone optional), their props from the form (useForm's `field`). */
import { m } from '@/paraglide/messages';
import { useLocale } from './locale-context';
import { TextField } from './TextField';
import type { FieldProps } from './use-form';

/** The row, labelled in the island's language; `limits` are the schema's field lengths. */
export function ContactFields(props: {
  email: FieldProps;
  phone: FieldProps;
  errors: { email?: string; phone?: string };
  limits: { email: number; phone: number };
}) {
  const o = { locale: useLocale() };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={m.forms_email({}, o)}
        type="email"
        autoComplete="email"
        maxLength={props.limits.email}
        error={props.errors.email}
        {...props.email}
      />
      <TextField
        label={m.forms_phone({}, o)}
        optional
        type="tel"
        autoComplete="tel"
        maxLength={props.limits.phone}
        error={props.errors.phone}
        {...props.phone}
      />
    </div>
  );
}
