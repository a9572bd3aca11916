/**
 * The honeypot input: off-screen, out of the tab order and hidden from assistive technology, so a
 * real person never meets it; bots that fill every field do. Its value is sent with the form.
 */
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/honeypot';

/**
 * Renders the hidden field; read it through inputRef when submitting. `label` is in the page's language
 * (the catalogue's forms_honeypot_label): a screen reader that reaches it anyway reads it aloud.
 */
export function HoneypotField({ label, inputRef }: { label: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        ref={inputRef}
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
