/** The Italian words of a share's state and of the way it was paid (browser-safe: the panel and the CSV). */
import type { ShareStatus } from '@db/statuses';

/** A share's state as the agency reads it. */
export const SHARE_STATE_LABELS: Record<ShareStatus, string> = { pending: 'In attesa', reported: 'Segnalata', received: 'Ricevuta' };

const METHODS: Record<string, string> = {
  promptpay: 'PromptPay',
  bank: 'Bonifico',
  link: 'Link di pagamento',
  desk: "Registrata dall'agenzia",
  organiser: "Coperta dall'organizzatrice",
};

/** The way a share was paid in Italian ('—' when nobody said; an unknown word as stored). */
export const shareMethodLabel = (method: string | null): string => (method ? (METHODS[method] ?? method) : '—');
