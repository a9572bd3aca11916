/** How a performer profile presents its facts (spec section 2, Performer profile). */
import type { PerformerMode } from './performer-filter';

const STYLE_LABELS: Record<string, string> = {
  topless: 'Topless',
  underwear: 'Underwear',
  fullmonty: 'Full Monty',
  'full monty': 'Full Monty',
  'full-monty': 'Full Monty',
  duo: 'Duo',
};

/** The label of a listing mode on a profile. */
export function modeLabel(mode: PerformerMode): 'Male Stripper' | 'Topless Waiter' {
  return mode === 'topless-waiters' ? 'Topless Waiter' : 'Male Stripper';
}

/** The labelled facts of a profile, with the spec's fallbacks for empty lists. */
export function profileFacts(performer: {
  location: string;
  height: string;
  eyeColor: string;
  hairColor: string;
  tattoos: string;
  costumes: string[];
  availableFor: string[];
}): { label: string; value: string }[] {
  const costumes = performer.costumes.map((c) => c.trim()).filter(Boolean);
  const styles = performer.availableFor.map((s) => s.trim()).filter(Boolean);
  return [
    { label: 'Location', value: performer.location },
    { label: 'Height', value: performer.height },
    { label: 'Eye Colour', value: performer.eyeColor },
    { label: 'Hair Colour', value: performer.hairColor },
    { label: 'Tattoos', value: performer.tattoos },
    { label: 'Costumes', value: costumes.length ? costumes.join(', ') : 'Standard' },
    {
      label: 'Available For',
      value: styles.length ? styles.map((s) => STYLE_LABELS[s.toLowerCase()] ?? s).join(' / ') : 'Standard Entertainment',
    },
  ];
}
