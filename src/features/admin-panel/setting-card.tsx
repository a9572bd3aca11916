/**
 * The shape every owner's settings card shares (Acconto, Contatti per i clienti, Cambi delle valute): a titled
 * form with its explanation, a fieldset disabled while saving, the save button, and the save itself with
 * the field errors and the toasts.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { errorText, fieldErrors } from './errors';
import { usePanelLocale } from './session-store';

/** A settings card: `id` names its title; the children are its fields, laid out by `fieldsetClassName`. */
export function SettingCard(props: {
  id: string;
  title: string;
  intro: ReactNode;
  disabled: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  fieldsetClassName: string;
  children: ReactNode;
}) {
  const locale = usePanelLocale();
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby={props.id}
      lang={locale}
      className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6"
    >
      <h2 id={props.id} className="mb-2 text-xl">
        {props.title}
      </h2>
      <div className="mb-4 space-y-2 text-sm">{props.intro}</div>
      <fieldset disabled={props.disabled} className={props.fieldsetClassName}>
        {props.children}
        <div className="col-span-full">
          <button type="submit" className="btn-gold">
            {props.pending ? pm.panel_saving({}, { locale }) : props.submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Saving a card's values: pending while under way, each field's refusal kept, a toast either way. */
export function useSettingSave<T>(save: (value: T) => Promise<unknown>, toasts: { done: string; failed: string }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (value: T): Promise<void> => {
    setPending(true);
    try {
      await save(value);
      setErrors({});
      showToast({ title: toasts.done });
    } catch (error) {
      setErrors(fieldErrors(error));
      showToast({ title: toasts.failed, description: errorText(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, submit };
}
