/**
 * The party brief form (the brief link's page), phone first: guests, all 18 or over, men present, the
 * honoree's first name, access, music, theme and the phone for the night. Its token is read from the page's
 * address and sent in the body; the same link changes the brief until 6 hours before. The rules are
 * brief-rules.ts, checked here before sending and again by the route, in the booking's language.
 */
import { INTL_LOCALES, type Locale } from '@/lib/i18n';
import { AGENCY_TIME_ZONE } from '@/lib/dates';
import { m } from '@/paraglide/messages';
import { TextField } from '@/components/ui/TextField';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { LocaleContext } from '@/components/ui/locale-context';
import { LinkFormSent, LinkFormSubmit, useLinkForm } from '@/components/ui/link-form';
import type { BriefLinkView } from './brief.server';
import { BRIEF_TEXT_MAX, briefProblems, type BriefInput } from './brief-rules';
import { submitBriefRoute } from './party-brief.routes';

/** The form, filled with the brief as written when the link opens it again. */
export default function BriefForm({ view, locale }: { view: BriefLinkView; locale: Locale }) {
  const o = { locale };
  const written = view.written;
  const { input, set, errors, state, submit } = useLinkForm<BriefInput>({
    initial: {
      guests: written?.guests ?? 0,
      allAdults: written?.allAdults ?? false,
      menPresent: written?.menPresent ?? false,
      honoreeFirstName: written?.honoreeFirstName ?? '',
      access: written?.access ?? '',
      music: written?.music ?? '',
      theme: written?.theme ?? '',
      nightPhone: written?.nightPhone ?? '',
    },
    route: submitBriefRoute,
    locale,
    problems: (answers) => briefProblems(answers, locale),
  });

  if (state.kind === 'sent')
    return (
      <LinkFormSent
        testId="brief-sent"
        thanks={m.pb_saved({}, o)}
        until={
          state.until &&
          m.pb_edit_until(
            {
              date: new Date(state.until).toLocaleString(INTL_LOCALES[locale], {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: AGENCY_TIME_ZONE,
              }),
            },
            o,
          )
        }
      />
    );
  /** A text field of the brief: each is optional but the phone for the night, a telephone number. */
  const text = (name: 'honoreeFirstName' | 'access' | 'music' | 'theme' | 'nightPhone', label: string, multiline = false) => (
    <TextField
      {...(multiline ? { multiline: true as const } : {})}
      {...(name === 'nightPhone' ? { type: 'tel', autoComplete: 'tel' } : { optional: m.forms_optional({}, o) })}
      className="mt-5"
      label={label}
      name={name}
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
        {text('nightPhone', m.pb_night_phone({}, o))}
        <LinkFormSubmit state={state} label={written ? m.pb_update({}, o) : m.pb_submit({}, o)} sendingLabel={m.pb_sending({}, o)} />
      </form>
    </LocaleContext.Provider>
  );
}
