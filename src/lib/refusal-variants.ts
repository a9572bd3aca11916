/**
 * Which message says a refusal whose wording depends on its figures (browser-safe, and no message in it): one minute or
 * one performer in the singular (`error_<code>_one`), a long wait in minutes (`error_<code>_minutes`). The server's
 * text (lib/server/refusal-text.ts), the panel's (lib/panel-refusal.ts) and the islands' tables of the codes they meet
 * all choose through these rules, each with the messages it has, so a rule is written once. Each rule is its own
 * export: an island's script keeps only the rules of its codes, and no message it cannot meet.
 */
import type { ErrorCode, ErrorParams } from './error-codes';

/** A code's message for some parameters: `error_<code><suffix>` (its own for ''), with the inputs that message takes. */
interface Variant<S extends string = string, I extends object = object> {
  suffix: S;
  inputs: I;
}

/** A rule: the variant that says a code's parameters. */
type Rule = (params: never) => Variant;

const own = <I extends object>(inputs: I): Variant<'', I> => ({ suffix: '', inputs });
const one = <I extends object>(inputs: I): Variant<'_one', I> => ({ suffix: '_one', inputs });

/** Below this wait the availability's 429 counts seconds, from it minutes. */
const SECONDS_SHOWN_BELOW = 90;

/** `too_many_requests`, `login_too_many`: a wait of one minute in the singular. */
export const waitInMinutes = ({ minutes }: { minutes: number }) => (minutes === 1 ? one({}) : own({ minutes }));

/** `form_rate_limited`: a wait of one minute in the singular, with the address to write to instead. */
export const waitOrWrite = ({ minutes, email }: ErrorParams['form_rate_limited']) =>
  minutes === 1 ? one({ email }) : own({ minutes, email });

/** `availability_too_often`: a wait in seconds below 90 of them, else in minutes. */
export const waitInSeconds = ({ seconds }: ErrorParams['availability_too_often']) =>
  seconds < SECONDS_SHOWN_BELOW ? own({ seconds }) : { suffix: '_minutes' as const, inputs: { minutes: Math.ceil(seconds / 60) } };

/** `price_stripper_count`, `price_waiter_count`: a service for one performer in the singular. */
export const performerCount = ({ service, count }: { service: string; count: number }) =>
  count === 1 ? one({ service }) : own({ service, count });

// Each code whose message has variants, and its rule (the server's and the panel's lookup by code).
const RULES: { [C in ErrorCode]?: (params: ErrorParams[C]) => Variant } = {
  too_many_requests: waitInMinutes,
  login_too_many: waitInMinutes,
  form_rate_limited: waitOrWrite,
  availability_too_often: waitInSeconds,
  price_stripper_count: performerCount,
  price_waiter_count: performerCount,
};

/** A code's message key and inputs for its parameters: its variant's for a code with variants, else its own with them. */
export function variantKey(code: string, params: object): { key: string; inputs: Record<string, string | number> } {
  const rule = Object.hasOwn(RULES, code) ? (RULES[code as ErrorCode] as (params: object) => Variant) : undefined;
  const { suffix, inputs } = rule ? rule(params) : own(params);
  return { key: `error_${code}${suffix}`, inputs: inputs as Record<string, string | number> };
}

/** A code's messages by suffix ('' its own), each taking its variant's inputs: what an island passes from its catalogue. */
type Messages<R extends Rule, L> = {
  [V in ReturnType<R> as V['suffix']]: (inputs: V['inputs'], options: { locale: L }) => string;
};

/** Parameters said in `locale` by the message `rule` chooses, from the `messages` the caller ships (an island's table). */
export function sayVariant<R extends Rule, L>(rule: R, params: Parameters<R>[0], messages: Messages<R, L>, locale: L): string {
  const { suffix, inputs } = rule(params);
  return (messages as Record<string, (inputs: object, options: { locale: L }) => string>)[suffix]!(inputs, { locale });
}
