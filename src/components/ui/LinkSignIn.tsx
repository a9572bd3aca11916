/**
 * The two halves of a sign-in by e-mailed link, the same for a customer's dashboard and a performer's portal: the
 * form that asks for a link, and the card a link opens on, whose one button signs in on a press (a mail scanner
 * that opens the link and runs the page signs no one in).
 */
import type { FormEvent, ReactNode } from 'react';
import { TextField } from './TextField';

const card = 'mx-auto max-w-md space-y-4 rounded-xl border border-ink-line bg-ink-soft p-5';

/** The card an opened link shows: what it does and the button that signs in (busy while it does). */
export function OpenLinkCard(props: { text: string; button: string; busyButton: string; busy: boolean; onOpen: () => void }) {
  return (
    <div className={card}>
      <p className="text-sm">{props.text}</p>
      <button
        type="button"
        className="btn-gold w-full disabled:opacity-50"
        onClick={props.onOpen}
        disabled={props.busy}
        aria-busy={props.busy}
      >
        {props.busy ? props.busyButton : props.button}
      </button>
    </div>
  );
}

/** The form that asks for a link: its intro, the e-mail field, the button, and below it what the server said. */
export function AskLinkForm(props: {
  /** Shown above the intro (why the person is signed out). */
  notice?: ReactNode;
  intro: string;
  name: string;
  label: string;
  email: string;
  onEmail: (email: string) => void;
  sending: boolean;
  button: string;
  sendingButton: string;
  /** Whether the button waits for an address (else the browser's required check speaks). */
  needsEmail?: boolean;
  message: string;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={props.onSubmit} className={card}>
      {props.notice}
      <p className="text-sm">{props.intro}</p>
      <TextField
        name={props.name}
        label={props.label}
        type="email"
        autoComplete="email"
        required={!props.needsEmail}
        value={props.email}
        onChange={(e) => props.onEmail(e.target.value)}
      />
      <button
        type="submit"
        className="btn-gold w-full disabled:opacity-50"
        disabled={props.sending || (props.needsEmail && !props.email.trim())}
      >
        {props.sending ? props.sendingButton : props.button}
      </button>
      <p role="status" className="text-sm text-white">
        {props.message}
      </p>
    </form>
  );
}
