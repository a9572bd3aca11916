/**
 * Every performer field (spec section 3) for Add Performer and the Edit Performer dialog: photos,
 * costumes (Enter adds; blanks and duplicates ignored), category and available-for badges (click a
 * badge to remove it). The parent decides what saving means.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { ToggleField } from '@/components/ui/ToggleField';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/lib/toast-store';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import type { PerformerFields } from './performers-api';
import { smallButton } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import { useFirstInvalid } from '@/features/admin-panel/first-invalid';
import {
  addUnique,
  AVAILABLE_FOR,
  missingFields,
  PERFORMER_CATEGORIES,
  tagLabel,
  PERFORMER_LOCATIONS,
  type FieldProblems,
  type RequiredField,
} from './performer-form';
import { PhotoFields } from './PhotoFields';

type Said = (inputs: object, options: { locale: PanelLocale }) => string;
// What each required field says while it is empty.
const REQUIRED: Record<RequiredField, Said> = {
  name: pm.performers_name_required,
  description: pm.performers_description_required,
  imageUrl: pm.performers_photo_required,
};

/**
 * The form; onSave answers true when saved, else the refusal's problems by field (the parent shows the toast).
 * Each problem shows on its field (aria-invalid, its message beside it); the first is scrolled to and focused.
 */
export function PerformerForm(props: {
  initial: PerformerFields;
  submitLabel: string;
  pendingLabel: string;
  onSave: (fields: PerformerFields) => Promise<true | FieldProblems>;
}) {
  const [fields, setFields] = useState(props.initial);
  const [costume, setCostume] = useState('');
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  // The server's problems, shown until the field they name is changed.
  const [refused, setRefused] = useState<FieldProblems>({});
  const { form, refused: showRefusal } = useFirstInvalid();
  const locale = usePanelLocale();
  const o = { locale };
  const set = <K extends keyof PerformerFields>(key: K, value: PerformerFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setRefused(({ [key]: _gone, ...rest }) => rest);
  };
  const missing = Object.fromEntries(missingFields(fields).map((field) => [field, REQUIRED[field]({}, o)]));
  const problems: FieldProblems = { ...refused, ...(tried ? missing : {}) };

  const addCostume = () => {
    set('costumes', addUnique(fields.costumes, costume));
    setCostume('');
  };
  const onCostumeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCostume();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused({});
    if (missingFields(fields).length > 0) {
      showToast({ title: pm.performers_required({}, o), variant: 'destructive' });
      showRefusal();
      return;
    }
    setPending(true);
    const saved = await props.onSave(fields);
    setPending(false);
    if (saved === true) return setTried(false);
    setRefused(saved);
    showRefusal();
  };
  const detail = (label: string, key: 'height' | 'eyeColor' | 'hairColor' | 'tattoos') => (
    <Field label={label} error={problems[key]}>
      {(aria) => <input {...aria} className={controlClass} value={fields[key]} maxLength={60} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-6">
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <Field label={pm.performers_name({}, o)} error={problems.name}>
          {(aria) => (
            <input {...aria} className={controlClass} value={fields.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
          )}
        </Field>
        <Field label={pm.performers_city({}, o)} error={problems.location}>
          {(aria) => (
            <select {...aria} className={controlClass} value={fields.location} onChange={(e) => set('location', e.target.value)}>
              {PERFORMER_LOCATIONS.map((city) => (
                <option key={city.value} value={city.value}>
                  {city.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={pm.performers_description({}, o)} className="sm:col-span-2" error={problems.description}>
          {(aria) => (
            <textarea
              {...aria}
              rows={4}
              className={controlClass}
              value={fields.description}
              maxLength={5000}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <Field label={pm.performers_bio_th({}, o)} className="sm:col-span-2" error={problems.bioTh}>
          {(aria) => (
            <textarea
              {...aria}
              rows={4}
              lang="th"
              className={controlClass}
              value={fields.bioTh ?? ''}
              maxLength={5000}
              onChange={(e) => set('bioTh', e.target.value || null)}
            />
          )}
        </Field>
        {detail(pm.performers_height({}, o), 'height')}
        {detail(pm.performers_eye_color({}, o), 'eyeColor')}
        {detail(pm.performers_hair_color({}, o), 'hairColor')}
        {detail(pm.performers_tattoos({}, o), 'tattoos')}
        <Field label={pm.performers_email({}, o)} className="sm:col-span-2" error={problems.email}>
          {(aria) => (
            <input
              {...aria}
              type="email"
              autoComplete="off"
              className={controlClass}
              value={fields.email ?? ''}
              maxLength={254}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <ToggleField className="sm:col-span-2" checked={fields.isAvailable} onChange={(available) => set('isAvailable', available)}>
          {pm.performers_bookable({}, o)}
        </ToggleField>
      </fieldset>

      <PhotoFields
        imageUrl={fields.imageUrl}
        additionalImages={fields.additionalImages}
        onMainChange={(url) => set('imageUrl', url)}
        onAdditionalChange={(urls) => set('additionalImages', urls)}
        disabled={pending}
        error={problems.imageUrl}
      />

      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <Field label={pm.performers_costumes({}, o)} hint={pm.performers_costumes_hint({}, o)}>
            {(aria) => (
              <div className="flex gap-2">
                <input
                  {...aria}
                  className={controlClass}
                  value={costume}
                  maxLength={60}
                  onChange={(e) => setCostume(e.target.value)}
                  onKeyDown={onCostumeKey}
                  disabled={pending}
                />
                <button type="button" className={smallButton} onClick={addCostume} disabled={pending}>
                  {pm.performers_add({}, o)}
                </button>
              </div>
            )}
          </Field>
          <Badges
            label={pm.performers_costumes_chosen({}, o)}
            values={fields.costumes}
            onRemove={(v) =>
              set(
                'costumes',
                fields.costumes.filter((c) => c !== v),
              )
            }
          />
        </div>
        <Picker
          legend={pm.performers_categories({}, o)}
          chosenLabel={pm.performers_categories_chosen({}, o)}
          options={PERFORMER_CATEGORIES.map((c) => ({ value: c, label: tagLabel(c, o.locale) }))}
          chosen={fields.tags}
          onChange={(tags) => set('tags', tags)}
        />
        <Picker
          legend={pm.performers_available_for({}, o)}
          chosenLabel={pm.performers_styles_chosen({}, o)}
          options={[...AVAILABLE_FOR]}
          chosen={fields.availableFor}
          onChange={(list) => set('availableFor', list)}
        />
      </div>

      <Field label={pm.performers_languages({}, o)} hint={pm.performers_languages_hint({}, o)} error={problems.languages}>
        {(aria) => (
          // Kept as typed (the server trims and drops blanks and repeats), so a comma being typed stays.
          <input
            {...aria}
            className={controlClass}
            value={fields.languages.join(',')}
            maxLength={400}
            onChange={(e) => set('languages', e.target.value.split(','))}
            disabled={pending}
          />
        )}
      </Field>

      <button type="submit" className="btn-gold w-full sm:w-auto" disabled={pending}>
        {pending ? props.pendingLabel : props.submitLabel}
      </button>
    </form>
  );
}

/** Add buttons for the options not yet chosen, and a removable badge for each chosen one. */
function Picker(props: {
  legend: string;
  chosenLabel: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (list: string[]) => void;
}) {
  const locale = usePanelLocale();
  const labelOf = (value: string) => props.options.find((option) => option.value === value)?.label ?? value;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-white">{props.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.options
          .filter((option) => !props.chosen.includes(option.value))
          .map((option) => (
            <button
              key={option.value}
              type="button"
              className={smallButton}
              aria-label={pm.performers_add_named({ name: option.label }, { locale })}
              onClick={() => props.onChange(addUnique(props.chosen, option.value))}
            >
              <span aria-hidden="true">+</span> {option.label}
            </button>
          ))}
      </div>
      <Badges
        label={props.chosenLabel}
        values={props.chosen}
        display={labelOf}
        onRemove={(v) => props.onChange(props.chosen.filter((c) => c !== v))}
      />
    </fieldset>
  );
}

/** Chosen entries as badges under the list name `label`; clicking one removes it. */
function Badges(props: { label: string; values: string[]; display?: (value: string) => string; onRemove: (value: string) => void }) {
  const locale = usePanelLocale();
  if (props.values.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={props.label}>
      {props.values.map((value) => (
        <li key={value}>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-gold/15 px-3 text-sm text-gold-light hover:bg-error/20 hover:text-error"
            aria-label={pm.performers_remove_named({ name: props.display?.(value) ?? value }, { locale })}
            onClick={() => props.onRemove(value)}
          >
            {props.display?.(value) ?? value} <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
