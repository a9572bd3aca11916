/** The Email and Phone row every public form asks for (phone optional), spread from register(). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

/** The row; `limits` are the schema's field lengths. */
export function ContactFields(props: {
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { email?: { message?: string }; phone?: { message?: string } };
  limits: { email: number; phone: number };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={props.limits.email}
        error={props.errors.email?.message}
        {...props.email}
      />
      <TextField
        label="Phone"
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
