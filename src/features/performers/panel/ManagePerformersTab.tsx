/**
 * The Manage Performers tab: every performer (unavailable ones too) in display order, with the
 * availability switch, move up / move down (optimistic, rolled back on error), Edit, the revocation of
 * their private calendar link, and Delete.
 */
import { useStore } from '@nanostores/react';
import { $adminRole, usePanelLocale } from '@/features/admin-panel/session-store';
import { m as pm } from '@/paraglide-panel/messages';
import { useState, type ComponentType } from 'react';
import { cityDisplayName } from '@/content/cities';
import { showToast } from '@/lib/toast-store';
import { $performers, deletePerformer, movePerformer, revokePerformerFeed, updatePerformer } from './performers-api';
import { errorText } from '@/features/admin-panel/errors';
import { truncate } from '@/features/admin-panel/format';
import type { AdminPerformer } from './performers-api';
import { ConfirmButton, Empty, LoadError, Loading, smallButton, StatusBadge, Thumb, toastOutcome } from '@/features/admin-panel/ui';
import { EditPerformerDialog } from './EditPerformerDialog';
import { tagLabel } from './performer-form';

/** The dialog of a performer's days off ("Giorni liberi"), which the scheduling feature owns. */
export type DaysOffDialog = ComponentType<{ performer: AdminPerformer; onClose: () => void }>;

/** The tab. */
export function ManagePerformersTab({ DaysOff }: { DaysOff: DaysOffDialog }) {
  const { data, error, loading } = useStore($performers);
  // Staff manage days off only; the performer's own fields, order and deletion are the owner's.
  const isOwner = useStore($adminRole) === 'owner';
  const [editing, setEditing] = useState<AdminPerformer | null>(null);
  const [daysOff, setDaysOff] = useState<AdminPerformer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const locale = usePanelLocale();
  const o = { locale };

  if (error && !data) return <LoadError title={pm.performers_load_failed({}, o)} error={error} onRetry={() => $performers.revalidate()} />;
  if (!data) return <Loading>{pm.performers_loading({}, o)}</Loading>;
  if (data.length === 0)
    return <Empty title={pm.performers_empty({}, o)} hint={pm.performers_empty_hint({ tab: pm.tab_add_performer({}, o) }, o)} />;

  const move = async (performer: AdminPerformer, direction: 'up' | 'down') => {
    try {
      await movePerformer(data, performer.id, direction);
    } catch (err) {
      showToast({ title: pm.performers_order_failed({}, o), description: errorText(err), variant: 'destructive' });
    }
  };
  const toggle = async (performer: AdminPerformer) => {
    setBusy(performer.id);
    await toastOutcome(
      () => updatePerformer(performer.id, { isAvailable: !performer.isAvailable }),
      pm.performers_updated({}, o),
      pm.performers_update_failed({}, o),
    );
    setBusy(null);
  };
  const revokeFeed = async (performer: AdminPerformer) => {
    try {
      const revoked = await revokePerformerFeed(performer.id);
      showToast({ title: revoked ? pm.performers_feed_revoked({}, o) : pm.performers_feed_none({}, o) });
    } catch (err) {
      showToast({ title: pm.performers_feed_failed({}, o), description: errorText(err), variant: 'destructive' });
    }
  };
  const remove = (performer: AdminPerformer) =>
    toastOutcome(() => deletePerformer(performer.id), pm.performers_deleted({}, o), pm.performers_delete_failed({}, o));

  return (
    <section aria-labelledby="manage-performers-title" aria-busy={loading} lang={locale}>
      <h2 id="manage-performers-title" className="mb-4 text-xl">
        {pm.tab_performers({}, o)} <span className="text-base text-mist">({data.length})</span>
      </h2>
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.map((performer, index) => (
          <li key={performer.id} className="flex gap-4 rounded-xl border border-ink-line bg-ink-soft p-4" data-testid="admin-performer">
            <Thumb src={performer.imageUrl} alt="" className="h-28 w-20 shrink-0 rounded-lg object-cover" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-sans text-base font-semibold text-white">{performer.name}</h3>
                <StatusBadge
                  status={performer.isAvailable ? 'active' : 'inactive'}
                  label={performer.isAvailable ? pm.performers_available({}, o) : pm.performers_unavailable({}, o)}
                />
              </div>
              <p className="text-xs text-mist">
                {cityDisplayName(performer.location)} ·{' '}
                {performer.tags.map((tag) => tagLabel(tag, o.locale)).join(', ') || pm.performers_no_category({}, o)}
              </p>
              <p className="mt-2 text-sm break-words">{truncate(performer.description, 100)}</p>
              {isOwner && (
                <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-white">
                  <input
                    type="checkbox"
                    role="switch"
                    className="h-5 w-5 accent-gold"
                    checked={performer.isAvailable}
                    disabled={busy === performer.id}
                    onChange={() => toggle(performer)}
                  />
                  {pm.performers_available({}, o)}
                  <span className="sr-only"> ({performer.name})</span>
                </label>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {isOwner && (
                  <>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={pm.performers_move_up({ name: performer.name }, o)}
                      disabled={index === 0}
                      onClick={() => move(performer, 'up')}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={pm.performers_move_down({ name: performer.name }, o)}
                      disabled={index === data.length - 1}
                      onClick={() => move(performer, 'down')}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={pm.performers_edit_named({ name: performer.name }, o)}
                      onClick={() => setEditing(performer)}
                    >
                      {pm.performers_edit({}, o)}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={smallButton}
                  aria-label={pm.performers_days_off_of({ name: performer.name }, o)}
                  onClick={() => setDaysOff(performer)}
                >
                  {pm.performers_days_off({}, o)}
                </button>
                {isOwner && (
                  <ConfirmButton
                    label={pm.performers_revoke_feed({}, o)}
                    accessibleLabel={pm.performers_revoke_feed_of({ name: performer.name }, o)}
                    title={pm.performers_revoke_feed_title({ name: performer.name }, o)}
                    description={pm.performers_revoke_feed_text({}, o)}
                    confirmLabel={pm.performers_revoke({}, o)}
                    onConfirm={() => revokeFeed(performer)}
                  />
                )}
                {isOwner && (
                  <ConfirmButton
                    label={pm.performers_delete({}, o)}
                    accessibleLabel={pm.performers_delete_named({ name: performer.name }, o)}
                    title={pm.performers_delete_title({ name: performer.name }, o)}
                    description={pm.performers_delete_text({}, o)}
                    confirmLabel={pm.performers_delete({}, o)}
                    onConfirm={() => remove(performer)}
                  />
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
      {editing && <EditPerformerDialog performer={editing} onClose={() => setEditing(null)} />}
      {daysOff && <DaysOff performer={daysOff} onClose={() => setDaysOff(null)} />}
    </section>
  );
}
