/**
 * The honeypot input: off-screen, out of the tab order and hidden from assistive technology, so a
 * real person never meets it; bots that fill every field do. Its value is sent with the form.
 */
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/honeypot';
import { m } from '@/paraglide/messages';
import { useLocale } from './locale-context';

/** Renders the hidden field; read it through inputRef when submitting. */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  // In the page's language: a screen reader that reaches it anyway reads it aloud.
  const locale = useLocale();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{m.forms_honeypot_label({}, { locale })}</label>
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
