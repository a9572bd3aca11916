/** The Email and Phone row every public form asks for (phone optional), their props from the form (useForm's `field`). */
import { TextField } from './TextField';
import type { FieldProps } from './use-form';

/** The row, labelled in the island's language (`labels`, said by the server); `limits` are the schema's field lengths. */
export function ContactFields(props: {
  labels: { email: string; phone: string; optional: string };
  email: FieldProps;
  phone: FieldProps;
  errors: { email?: string; phone?: string };
  limits: { email: number; phone: number };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={props.labels.email}
        type="email"
        autoComplete="email"
        maxLength={props.limits.email}
        error={props.errors.email}
        {...props.email}
      />
      <TextField
        label={props.labels.phone}
        optional={props.labels.optional}
        type="tel"
        autoComplete="tel"
        maxLength={props.limits.phone}
        error={props.errors.phone}
        {...props.phone}
      />
    </div>
  );
}
