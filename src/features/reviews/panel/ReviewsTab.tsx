/**
 * Recensioni: the customers' reviews waiting for approval, published or hidden (staff and owner). Each shows
 * its stars, text, name, country, event month and booking reference; Pubblica shows it on the public pages at
 * once, Nascondi takes it off with a reason (kept in the Registro attività), Rispondi adds the agency's public
 * reply under it. The text is shown as text: nothing in it is a link. Its words come from the panel catalogues, in
 * the reader's language.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { formatDateTime } from '@/lib/dates';
import { labelFor } from '@/lib/labels';
import type { ReviewStatus } from '@db/schema';
import { m as pm } from '@/paraglide-panel/messages';
import { CITY_NAMES, isCity } from '@/content/cities';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { $reviews, $reviewsView, hideReview, publishReview, replyReview, type AdminReview } from './reviews-api';
import { Empty, LoadState, Modal, smallButton, StatusBadge, TabSection, toastOutcome, ViewChoice } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';

/** The lists the tab shows, by status. */
const VIEWS = [
  { value: 'pending', label: pm.reviews_view_pending },
  { value: 'published', label: pm.reviews_view_published },
  { value: 'hidden', label: pm.reviews_view_hidden },
] as const;
const stars = (n: number | null) => `${'★'.repeat(n ?? 0)}${'☆'.repeat(5 - (n ?? 0))}`;
const cityLabel = (city: string | null) => (city && isCity(city) ? CITY_NAMES[city] : (city ?? '—'));

/** The tab. */
export function ReviewsTab() {
  const o = { locale: usePanelLocale() };
  const view = useStore($reviewsView);
  const [dialog, setDialog] = useState<{ review: AdminReview; kind: 'hide' | 'reply' } | null>(null);
  // The statuses the panel lists (an invited review is not written yet).
  const statusLabels: Record<Exclude<ReviewStatus, 'invited'>, string> = {
    pending: pm.reviews_status_pending({}, o),
    published: pm.reviews_status_published({}, o),
    hidden: pm.reviews_status_hidden({}, o),
  };
  return (
    <TabSection
      title={pm.tab_reviews({}, o)}
      aside={
        <ViewChoice
          store={$reviewsView}
          views={VIEWS.map((v) => ({ value: v.value, label: v.label({}, o) }))}
          label={pm.reviews_views({}, o)}
        />
      }
    >
      <LoadState
        store={$reviews}
        failed={pm.reviews_failed({}, o)}
        loading={pm.reviews_loading({}, o)}
        empty={<Empty title={(view === 'pending' ? pm.reviews_none_pending : pm.reviews_none)({}, o)} />}
      >
        {({ items }) => (
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {items.map((review) => (
              <li key={review.id} className="rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="admin-review">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-gold" aria-label={pm.reviews_party_rating({ rating: review.partyRating ?? 0 }, o)}>
                    {stars(review.partyRating)}
                  </span>
                  <StatusBadge status={review.status} label={labelFor(statusLabels, review.status)} />
                </div>
                <p className="mt-2 break-words whitespace-pre-line text-white">{review.text}</p>
                <p className="mt-2 text-sm">
                  {review.displayName ?? pm.reviews_verified_guest({}, o)}
                  {review.country ? ` · ${review.country}` : ''} · {cityLabel(review.city)} · {review.eventMonth} · #{review.reference} ·{' '}
                  {review.locale.toUpperCase()}
                </p>
                {review.performers.length > 0 && (
                  <ul className="mt-1 text-sm">
                    {review.performers.map((p) => (
                      <li key={p.id}>
                        {p.name}: <span aria-label={pm.reviews_rating({ rating: p.rating }, o)}>{stars(p.rating)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {review.updatedAt && (
                  <p className="mt-1 text-xs">{pm.reviews_written_at({ when: formatDateTime(review.updatedAt, o.locale) }, o)}</p>
                )}
                {review.hiddenReason && <p className="mt-1 text-sm">{pm.reviews_hidden_because({ reason: review.hiddenReason }, o)}</p>}
                {review.reply && (
                  <p className="mt-2 border-l-2 border-gold pl-3 text-sm break-words whitespace-pre-line">
                    {pm.reviews_reply_shown({ reply: review.reply }, o)}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {review.status !== 'published' && (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() =>
                        void toastOutcome(
                          () => publishReview(review.id, review.version),
                          pm.reviews_published({}, o),
                          pm.reviews_publish_failed({}, o),
                        )
                      }
                    >
                      {pm.reviews_publish({}, o)}
                    </button>
                  )}
                  {review.status !== 'hidden' && (
                    <button type="button" className={smallButton} onClick={() => setDialog({ review, kind: 'hide' })}>
                      {pm.reviews_hide({}, o)}
                    </button>
                  )}
                  <button type="button" className={smallButton} onClick={() => setDialog({ review, kind: 'reply' })}>
                    {(review.reply ? pm.reviews_edit_reply : pm.reviews_reply)({}, o)}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {dialog && <TextDialog {...dialog} onClose={() => setDialog(null)} />}
    </TabSection>
  );
}

/** The reason of a hide, or the reply, in a dialog. */
function TextDialog({ review, kind, onClose }: { review: AdminReview; kind: 'hide' | 'reply'; onClose: () => void }) {
  const o = { locale: usePanelLocale() };
  const [text, setText] = useState(kind === 'reply' ? (review.reply ?? '') : '');
  const [error, setError] = useState<string>();
  const hide = kind === 'hide';
  const save = async () => {
    if (hide && !text.trim()) return setError(pm.reviews_reason_required({}, o));
    const done = await toastOutcome(
      () => (hide ? hideReview(review.id, text) : replyReview(review.id, text)),
      hide ? pm.reviews_hidden({}, o) : pm.reviews_reply_saved({}, o),
      (hide ? pm.reviews_hide_failed : pm.reviews_reply_failed)({}, o),
    );
    if (done) onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={(hide ? pm.reviews_hide_title : pm.reviews_reply_title)({}, o)}
      description={(hide ? pm.reviews_hide_note : pm.reviews_reply_note)({}, o)}
    >
      <Field label={(hide ? pm.reviews_reason : pm.reviews_reply_field)({}, o)} error={error}>
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
          {pm.panel_cancel({}, o)}
        </button>
        <button type="button" className="btn-gold" onClick={() => void save()}>
          {(hide ? pm.reviews_hide : pm.reviews_save_reply)({}, o)}
        </button>
      </div>
    </Modal>
  );
}
