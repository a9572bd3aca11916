/** The Email and Phone row every public form asks for (phone optional), bound to the form (useForm's answer). */
import type { FieldErrors } from './coded-rules';
import { TextField } from './TextField';
import type { FieldProps } from './use-form';

/** The row, labelled in the island's language (`labels`, said by the server); `limits` are the schema's field lengths. */
export function ContactFields({
  labels,
  form,
  limits,
}: {
  labels: { email: string; phone: string; optional: string };
  form: { field: (name: 'email' | 'phone') => FieldProps; errors: FieldErrors };
  limits: { email: number; phone: number };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {(['email', 'phone'] as const).map((name) => {
        // The input's type and its autofill hint: an address, or a telephone number.
        const kind = name === 'email' ? 'email' : 'tel';
        return (
          <TextField
            key={name}
            label={labels[name]}
            optional={kind === 'tel' ? labels.optional : undefined}
            type={kind}
            autoComplete={kind}
            maxLength={limits[name]}
            error={form.errors[name]}
            {...form.field(name)}
          />
        );
      })}
    </div>
  );
}
