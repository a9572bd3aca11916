/**
 * The review form of a completed booking (the review link's page): stars for the party and each performer,
 * the text, the name and country to show and the consent. Its token is read from the page's address and
 * sent in the body; the same link changes the review for 14 days. The rules are review-rules.ts, checked
 * here before sending and again by the route, in the booking's language.
 */
import { useState } from 'react';
import { INTL_LOCALES, type Locale } from '@/lib/i18n';
import { AGENCY_TIME_ZONE } from '@/lib/dates';
import { m } from '@/paraglide/messages';
import { TextField } from '@/components/ui/TextField';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { LocaleContext } from '@/components/ui/locale-context';
import { SelectField } from '@/components/ui/SelectField';
import { LinkFormSent, LinkFormSubmit, useLinkForm } from '@/components/ui/link-form';
import type { ReviewLinkView } from './reviews.server';
import { REVIEW_TEXT_MAX, reviewProblems, type ReviewInput } from './review-rules';
import { reviewOptOutRoute, submitReviewRoute } from './reviews.routes';

const STARS = [1, 2, 3, 4, 5] as const;

/** One rating: five radio buttons drawn as stars, named for screen readers ("3 of 5 stars"). */
function Stars({
  name,
  legend,
  value,
  error,
  onChange,
  locale,
}: {
  name: string;
  legend: string;
  value: number;
  error?: string;
  onChange: (stars: number) => void;
  locale: Locale;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mt-5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-white">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span
              aria-hidden="true"
              className={`block px-1 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-gold ${n <= value ? 'text-gold' : 'text-mist/50'}`}
            >
              ★
            </span>
            <span className="sr-only">{m.rv_star({ count: n }, { locale })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form, filled with the review as written when the link opens it again. */
export default function ReviewForm({ view, locale }: { view: ReviewLinkView; locale: Locale }) {
  const o = { locale };
  const written = view.written;
  const ids = view.performers.map((p) => p.id);
  const { input, set, errors, state, submit, post } = useLinkForm<ReviewInput>({
    initial: {
      partyRating: written?.partyRating ?? 0,
      performerRatings: Object.fromEntries((written?.performerRatings ?? []).map((r) => [r.performerId, r.rating])),
      text: written?.text ?? '',
      showName: written && written.displayName === null ? 'verified' : 'first',
      country: written?.country ?? '',
      consent: Boolean(written),
    },
    route: submitReviewRoute,
    locale,
    problems: (answers) => reviewProblems(answers, ids, locale),
  });
  const [optedOut, setOptedOut] = useState(view.optedOut);
  const optOut = async () => {
    if (await post(reviewOptOutRoute, {})) setOptedOut(true);
  };

  if (state.kind === 'sent')
    return (
      <LinkFormSent
        testId="review-sent"
        thanks={m.rv_thanks({}, o)}
        until={
          state.until &&
          m.rv_edit_until(
            { date: new Date(state.until).toLocaleDateString(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: AGENCY_TIME_ZONE }) },
            o,
          )
        }
      />
    );
  return (
    <LocaleContext.Provider value={locale}>
      <form onSubmit={submit} noValidate className="mt-6 text-left">
        <Stars
          name="partyRating"
          legend={m.rv_party({}, o)}
          value={input.partyRating}
          error={errors.partyRating}
          onChange={(n) => set({ partyRating: n })}
          locale={locale}
        />
        {view.performers.map((p) => (
          <Stars
            key={p.id}
            name={`performerRatings.${p.id}`}
            legend={m.rv_performer({ name: p.name }, o)}
            value={input.performerRatings[p.id] ?? 0}
            error={errors[`performerRatings.${p.id}`]}
            onChange={(n) => set({ performerRatings: { ...input.performerRatings, [p.id]: n } })}
            locale={locale}
          />
        ))}
        <TextField
          multiline
          className="mt-5"
          label={m.rv_text({}, o)}
          name="text"
          hint={`${m.rv_text_hint({}, o)} ${input.text.length}/${REVIEW_TEXT_MAX}`}
          error={errors.text}
          value={input.text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(e) => set({ text: e.target.value })}
        />
        <SelectField
          className="mt-5"
          label={m.rv_name({}, o)}
          name="showName"
          options={[
            { value: 'first', label: m.rv_name_first({ name: view.firstName }, o) },
            { value: 'verified', label: m.rv_verified_guest({}, o) },
          ]}
          value={input.showName}
          onChange={(e) => set({ showName: e.target.value as ReviewInput['showName'] })}
        />
        <TextField
          className="mt-5"
          label={m.rv_country({}, o)}
          name="country"
          autoComplete="country-name"
          error={errors.country}
          value={input.country}
          onChange={(e) => set({ country: e.target.value })}
        />
        <CheckboxField
          className="mt-5"
          name="consent"
          label={m.rv_consent({}, o)}
          error={errors.consent}
          checked={input.consent}
          onChange={(e) => set({ consent: e.target.checked })}
        />
        <LinkFormSubmit state={state} label={written ? m.rv_update({}, o) : m.rv_submit({}, o)} sendingLabel={m.rv_sending({}, o)} />
      </form>
      {!written &&
        (optedOut ? (
          <p role="status" className="mt-6 text-sm text-mist">
            {m.rv_opted_out({}, o)}
          </p>
        ) : (
          <button type="button" className="btn-outline mt-6" onClick={optOut}>
            {m.rv_opt_out({}, o)}
          </button>
        ))}
    </LocaleContext.Provider>
  );
}
