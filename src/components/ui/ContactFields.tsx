/** The Email and Phone row every public form asks for (phone optional), spread from register(). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { m } from '@/paraglide/messages';
import { useLocale } from './locale-context';
import { TextField } from './TextField';

/** The row, labelled in the island's language; `limits` are the schema's field lengths. */
export function ContactFields(props: {
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { email?: { message?: string }; phone?: { message?: string } };
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
        error={props.errors.email?.message}
        {...props.email}
      />
      <TextField
        label={m.forms_phone({}, o)}
        optional
        type="tel"
        autoComplete="tel"
        maxLength={props.limits.phone}
        error={props.errors.phone?.message}
        {...props.phone}
      />
    </div>
  );
}
