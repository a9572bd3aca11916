/** The party brief's windows and the form's rules (features/party-brief), in the booking's language. */
import type { Locale } from '@/lib/i18n';
import { BRIEF_FORM_ERRORS } from './brief-errors';

const HOUR = 3_600_000;
/** The brief link goes out this long before the event (at once for a booking made closer). */
export const BRIEF_SEND_LEAD_MS = 7 * 24 * HOUR;
/** The organiser can write or change the brief until this long before the event. */
export const BRIEF_EDIT_CLOSE_MS = 6 * HOUR;
/** The performer sees the brief from this long before the event. */
export const BRIEF_PERFORMER_FROM_MS = 24 * HOUR;
/** A booking without a brief this long before the event shows "brief mancante" to the agency. */
export const BRIEF_MISSING_AT_MS = 48 * HOUR;
/** The longest free-text answer. */
export const BRIEF_TEXT_MAX = 500;

/** What the organiser writes in the brief form. */
export interface BriefInput {
  guests: number;
  allAdults: boolean;
  menPresent: boolean;
  honoreeFirstName: string;
  access: string;
  music: string;
  theme: string;
  nightPhone: string;
}

/** A problem with a field of the brief: its name, its code (brief-errors.ts) and its message in the reader's language. */
export interface BriefProblem {
  path: string;
  message: string;
  code: keyof typeof BRIEF_FORM_ERRORS;
  params: Record<string, never>;
}

/** The brief's problems, each with its field, code and message in `locale`; empty when it can be stored. */
export function briefProblems(input: BriefInput, locale: Locale): BriefProblem[] {
  const problems: BriefProblem[] = [];
  const add = (path: string, code: BriefProblem['code']) =>
    problems.push({ path, message: BRIEF_FORM_ERRORS[code]({}, locale), code, params: {} });
  if (!Number.isInteger(input.guests) || input.guests < 1 || input.guests > 500) add('guests', 'brief_guests');
  if (input.allAdults !== true) add('allAdults', 'brief_adults');
  if (!/\d{6,}/.test(input.nightPhone.replace(/[\s()+-]/g, ''))) add('nightPhone', 'brief_phone');
  for (const field of ['honoreeFirstName', 'access', 'music', 'theme', 'nightPhone'] as const)
    if (input[field].length > BRIEF_TEXT_MAX) add(field, 'brief_too_long');
  return problems;
}

/** Whether the brief link is due at `now` for an event starting at `start` (ms): from 7 days before until it closes. */
export function briefLinkDue(start: number, now: number): boolean {
  return Number.isFinite(start) && now >= start - BRIEF_SEND_LEAD_MS && now < start - BRIEF_EDIT_CLOSE_MS;
}

/** Whether a booking starting at `start` with no brief written shows "brief mancante" at `now`. */
export function briefMissing(start: number, written: boolean, now: number): boolean {
  return !written && Number.isFinite(start) && now >= start - BRIEF_MISSING_AT_MS && now < start;
}
