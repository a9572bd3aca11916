/**
 * A text's history in Contenuti: each saved version, newest first, with who saved it and when, and what it changed
 * from the version before (words added and removed, in English and in Thai), down to the site's original text; one
 * click undoes the last change (the version before comes back as a new version, so the history stays whole).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { actorName } from '@/lib/actor-names';
import { formatDateTime } from '@/lib/dates';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Empty, LoadState, smallButton, toastOutcome } from '@/features/admin-panel/ui';
import { contentHistory, undoText, type ContentItem, type ContentVersion } from './content-api';
import { textDiff } from './text-diff';

/** The history of `item` with its undo. */
export function ContentHistory({ item }: { item: ContentItem }) {
  const locale = usePanelLocale();
  const store = contentHistory(item.key);
  const { data } = useStore(store);
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    await toastOutcome(() => undoText(item), pm.content_undone({}, { locale }), pm.content_undo_failed({}, { locale }));
    setBusy(false);
  };
  return (
    <section aria-labelledby="content-history-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="content-history-title" className="text-lg text-white">
          {pm.content_history({}, { locale })}
        </h3>
        {data && data.items.length > 1 && (
          <button type="button" className={smallButton} disabled={busy} onClick={() => void undo()}>
            {pm.content_undo({}, { locale })}
          </button>
        )}
      </div>
      <LoadState
        store={store}
        failed={pm.content_history_failed({}, { locale })}
        loading={pm.content_history_loading({}, { locale })}
        empty={null}
      >
        {({ items: versions }) =>
          // Only the catalogue's own text: never edited.
          versions.length === 1 ? (
            <Empty title={pm.content_history_empty({}, { locale })} />
          ) : (
            <ol className="space-y-3">
              {versions.map((version, index) => (
                <Version key={`${version.updatedAt}-${index}`} version={version} before={versions[index + 1]} live={index === 0} />
              ))}
            </ol>
          )
        }
      </LoadState>
    </section>
  );
}

/** One version: who and when (the last, the site's original text), and its English and Thai as changed from the version before (the original shown whole). */
function Version({ version, before, live }: { version: ContentVersion; before?: ContentVersion; live: boolean }) {
  const locale = usePanelLocale();
  return (
    <li className="rounded-xl border border-ink-line bg-ink-soft p-3" data-testid="content-version">
      <p className="mb-2 text-sm text-white">
        {version.updatedAt && version.updatedBy
          ? pm.content_version({ name: actorName(version.updatedBy, locale), when: formatDateTime(version.updatedAt, locale) }, { locale })
          : pm.content_original({}, { locale })}
        {live && <span className="ml-2 text-xs text-gold">({pm.content_version_live({}, { locale })})</span>}
      </p>
      <dl className="grid gap-2 md:grid-cols-2">
        <Changes label={pm.content_english({}, { locale })} lang="en" text={version.en} older={before?.en} />
        <Changes label={pm.content_thai({}, { locale })} lang="th" text={version.th} older={before?.th} />
      </dl>
    </li>
  );
}

/** One language of a version: the words removed struck through and those added underlined (each said to a screen reader). */
function Changes({ label, lang, text, older }: { label: string; lang: 'en' | 'th'; text: string; older?: string }) {
  const locale = usePanelLocale();
  const parts = older === undefined ? [{ kind: 'same' as const, text }] : textDiff(older, text);
  const unchanged = older !== undefined && older === text;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mist">{label}</dt>
      <dd lang={lang} className="text-sm break-words whitespace-pre-wrap text-white">
        {unchanged && <span className="text-mist">({pm.content_diff_none({}, { locale })}) </span>}
        {!text && !older && <span className="text-mist">{pm.content_empty_text({}, { locale })}</span>}
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.kind === 'added' ? (
            <ins key={index} className="bg-emerald-500/20 text-emerald-200 underline decoration-2">
              <span className="sr-only">{pm.content_diff_added({}, { locale })} </span>
              {part.text}
            </ins>
          ) : (
            <del key={index} className="bg-rose/25 text-[#ffb3cb]">
              <span className="sr-only">{pm.content_diff_removed({}, { locale })} </span>
              {part.text}
            </del>
          ),
        )}
      </dd>
    </div>
  );
}
