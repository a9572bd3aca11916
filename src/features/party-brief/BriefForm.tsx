/**
 * The party brief form (the brief link's page), phone first: guests, all 18 or over, men present, the
 * honoree's first name, access, music, theme and the phone for the night. Its token is read from the page's
 * address and sent in the body; the same link changes the brief until 6 hours before. The rules are
 * brief-rules.ts, checked here before sending and again by the route, in the booking's language.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { linkTokenInAddress } from '@/lib/link-token';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { TextField } from '@/components/ui/TextField';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { LocaleContext } from '@/components/ui/locale-context';
import type { BriefLinkView } from './brief.server';
import { BRIEF_TEXT_MAX, briefProblems, type BriefInput } from './brief-rules';

/** The form, filled with the brief as written when the link opens it again. */
export default function BriefForm({ view, locale }: { view: BriefLinkView; locale: Locale }) {
  const o = { locale };
  const written = view.written;
  const [input, setInput] = useState<BriefInput>({
    guests: written?.guests ?? 0,
    allAdults: written?.allAdults ?? false,
    menPresent: written?.menPresent ?? false,
    honoreeFirstName: written?.honoreeFirstName ?? '',
    access: written?.access ?? '',
    music: written?.music ?? '',
    theme: written?.theme ?? '',
    nightPhone: written?.nightPhone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ kind: 'ready' | 'sending' | 'failed' | 'sent'; message?: string; until?: string }>({
    kind: 'ready',
  });
  const set = (changes: Partial<BriefInput>) => setInput((current) => ({ ...current, ...changes }));
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'th' ? 'th-TH-u-ca-gregory' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = briefProblems(input, locale);
    setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
    if (problems.length) return;
    setState({ kind: 'sending' });
    try {
      const answer = await apiRequest<{ openUntil: string }>('POST', '/api/brief', { token: linkTokenInAddress(), locale, ...input });
      setState({ kind: 'sent', until: answer.openUntil });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      setState({ kind: 'failed', message: error instanceof ApiError ? error.serverMessage : m.cf_try_again({}, o) });
    }
  };

  if (state.kind === 'sent')
    return (
      <div role="status" className="mt-6" data-testid="brief-sent">
        <p className="font-medium">{m.pb_saved({}, o)}</p>
        {state.until && <p className="mt-2 text-sm text-mist">{m.pb_edit_until({ date: dateOf(state.until) }, o)}</p>}
      </div>
    );
  const text = (name: 'honoreeFirstName' | 'access' | 'music' | 'theme', label: string, multiline = false) => (
    <TextField
      {...(multiline ? { multiline: true as const } : {})}
      className="mt-5"
      label={label}
      name={name}
      optional
      error={errors[name]}
      value={input[name]}
      maxLength={BRIEF_TEXT_MAX}
      onChange={(e: { target: { value: string } }) => set({ [name]: e.target.value })}
    />
  );
  return (
    <LocaleContext.Provider value={locale}>
      <form onSubmit={submit} noValidate className="mt-6 text-left">
        <TextField
          className="mt-5"
          label={m.pb_guests({}, o)}
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          error={errors.guests}
          value={input.guests || ''}
          onChange={(e) => set({ guests: Number(e.target.value) })}
        />
        <CheckboxField
          className="mt-5"
          name="allAdults"
          label={m.pb_all_adults({}, o)}
          error={errors.allAdults}
          checked={input.allAdults}
          onChange={(e) => set({ allAdults: e.target.checked })}
        />
        <CheckboxField
          className="mt-3"
          name="menPresent"
          label={m.pb_men_present({}, o)}
          checked={input.menPresent}
          onChange={(e) => set({ menPresent: e.target.checked })}
        />
        {text('honoreeFirstName', m.pb_honoree({}, o))}
        {text('access', m.pb_access({}, o), true)}
        {text('music', m.pb_music({}, o))}
        {text('theme', m.pb_theme({}, o))}
        <TextField
          className="mt-5"
          label={m.pb_night_phone({}, o)}
          name="nightPhone"
          type="tel"
          autoComplete="tel"
          error={errors.nightPhone}
          value={input.nightPhone}
          maxLength={BRIEF_TEXT_MAX}
          onChange={(e) => set({ nightPhone: e.target.value })}
        />
        <button
          type="submit"
          className="btn-gold mt-6 disabled:opacity-60"
          disabled={state.kind === 'sending'}
          aria-busy={state.kind === 'sending'}
        >
          {state.kind === 'sending' ? m.pb_sending({}, o) : written ? m.pb_update({}, o) : m.pb_submit({}, o)}
        </button>
        {state.kind === 'failed' && (
          <p role="alert" className="mt-3 text-error">
            {state.message}
          </p>
        )}
      </form>
    </LocaleContext.Provider>
  );
}
