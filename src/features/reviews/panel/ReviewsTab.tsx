/**
 * Recensioni: the customers' reviews waiting for approval, published or hidden (staff and owner). Each shows
 * its stars, text, name, country, event month and booking reference; Pubblica shows it on the public pages at
 * once, Nascondi takes it off with a reason (kept in the Registro attività), Rispondi adds the agency's public
 * reply under it. The text is shown as text: nothing in it is a link.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { labelFor } from '@/lib/labels';
import type { ReviewStatus } from '@db/schema';
import { CITY_NAMES, isCity } from '@/content/cities';
import { $reviews, $reviewsView, hideReview, publishReview, replyReview, type AdminReview } from './reviews-api';
import { Empty, LoadState, Modal, smallButton, StatusBadge, toastOutcome, ViewChoice } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';

const VIEWS = [
  { value: 'pending', label: 'In attesa' },
  { value: 'published', label: 'Pubblicate' },
  { value: 'hidden', label: 'Nascoste' },
] as const;
// The statuses the panel lists (an invited review is not written yet).
const STATUS_LABELS: Record<Exclude<ReviewStatus, 'invited'>, string> = {
  pending: 'In attesa',
  published: 'Pubblicata',
  hidden: 'Nascosta',
};
const stars = (n: number | null) => `${'★'.repeat(n ?? 0)}${'☆'.repeat(5 - (n ?? 0))}`;
const cityLabel = (city: string | null) => (city && isCity(city) ? CITY_NAMES[city] : (city ?? '—'));

/** The tab. */
export function ReviewsTab() {
  const view = useStore($reviewsView);
  const [dialog, setDialog] = useState<{ review: AdminReview; kind: 'hide' | 'reply' } | null>(null);
  return (
    <section aria-labelledby="reviews-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-xl">
          Recensioni
        </h2>
        <ViewChoice store={$reviewsView} views={VIEWS} label="Mostra" />
      </div>
      <LoadState
        store={$reviews}
        failed="Impossibile caricare le recensioni"
        loading="Caricamento recensioni..."
        empty={<Empty title={view === 'pending' ? 'Nessuna recensione in attesa.' : 'Nessuna recensione.'} />}
      >
        {({ items }) => (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {items.map((review) => (
              <li key={review.id} className="rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="admin-review">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-gold" aria-label={`Festa: ${review.partyRating} su 5`}>
                    {stars(review.partyRating)}
                  </span>
                  <StatusBadge status={review.status} label={labelFor(STATUS_LABELS, review.status)} />
                </div>
                <p className="mt-2 break-words whitespace-pre-line text-white">{review.text}</p>
                <p className="mt-2 text-sm">
                  {review.displayName ?? 'Ospite verificato'}
                  {review.country ? ` · ${review.country}` : ''} · {cityLabel(review.city)} · {review.eventMonth} · #{review.reference} ·{' '}
                  {review.locale.toUpperCase()}
                </p>
                {review.performers.length > 0 && (
                  <ul className="mt-1 text-sm">
                    {review.performers.map((p) => (
                      <li key={p.id}>
                        {p.name}: <span aria-label={`${p.rating} su 5`}>{stars(p.rating)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {review.updatedAt && <p className="mt-1 text-xs">Scritta il {formatDateTime(review.updatedAt)}</p>}
                {review.hiddenReason && <p className="mt-1 text-sm">Motivo: {review.hiddenReason}</p>}
                {review.reply && (
                  <p className="mt-2 border-l-2 border-gold pl-3 text-sm break-words whitespace-pre-line">Risposta: {review.reply}</p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {review.status !== 'published' && (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() =>
                        void toastOutcome(
                          () => publishReview(review.id, review.version),
                          'Recensione pubblicata',
                          'Errore durante la pubblicazione',
                        )
                      }
                    >
                      Pubblica
                    </button>
                  )}
                  {review.status !== 'hidden' && (
                    <button type="button" className={smallButton} onClick={() => setDialog({ review, kind: 'hide' })}>
                      Nascondi
                    </button>
                  )}
                  <button type="button" className={smallButton} onClick={() => setDialog({ review, kind: 'reply' })}>
                    {review.reply ? 'Modifica risposta' : 'Rispondi'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {dialog && <TextDialog {...dialog} onClose={() => setDialog(null)} />}
    </section>
  );
}

/** The reason of a hide, or the reply, in a dialog. */
function TextDialog({ review, kind, onClose }: { review: AdminReview; kind: 'hide' | 'reply'; onClose: () => void }) {
  const [text, setText] = useState(kind === 'reply' ? (review.reply ?? '') : '');
  const [error, setError] = useState<string>();
  const hide = kind === 'hide';
  const save = async () => {
    if (hide && !text.trim()) return setError('Indica il motivo per cui la recensione viene nascosta');
    const done = await toastOutcome(
      () => (hide ? hideReview(review.id, text) : replyReview(review.id, text)),
      hide ? 'Recensione nascosta' : 'Risposta salvata',
      hide ? 'Errore durante l’operazione' : 'Errore durante il salvataggio della risposta',
    );
    if (done) onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={hide ? 'Nascondi recensione' : 'Risposta pubblica'}
      description={
        hide
          ? 'La recensione non compare più sul sito. Il motivo resta nel Registro attività.'
          : 'La risposta compare sotto la recensione pubblicata. Lascia vuoto per toglierla.'
      }
    >
      <Field label={hide ? 'Motivo' : 'Risposta'} error={error}>
        {(aria) => (
          <textarea
            {...aria}
            className={`${controlClass} min-h-28`}
            maxLength={hide ? 300 : 1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={smallButton} onClick={onClose}>
          Annulla
        </button>
        <button type="button" className="btn-gold" onClick={() => void save()}>
          {hide ? 'Nascondi' : 'Salva risposta'}
        </button>
      </div>
    </Modal>
  );
}
