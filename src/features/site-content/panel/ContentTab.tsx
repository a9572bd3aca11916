/**
 * Contenuti (the owner, and staff the owner lets edit the site): every editable text of the public pages, listed by page
 * and section with its English and Thai side by side, searchable by key or words in either language; a Thai text left
 * empty is flagged (the Thai page shows the English). Choosing one opens its editor in place of the list (preview,
 * publish, history and undo: ContentEditor); Back returns to the list, on the text left. Loaded only when opened.
 */
import { useStore } from '@nanostores/react';
import { useDeferredValue, useRef, useState } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { actorName } from '@/lib/actor-names';
import { controlClass } from '@/components/ui/field-ids';
import { Field } from '@/components/ui/Field';
import { formatDateTime } from '@/lib/dates';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Empty, LoadState, smallButton, StatusBadge } from '@/features/admin-panel/ui';
import { $contentTexts, type ContentItem } from './content-api';
import { ContentEditor } from './ContentEditor';
import { groupTexts, matchesSearch } from './content-list';
import { pageName, sectionName } from './page-names';

/** The tab (a default export: the shell loads it lazily). */
export default function ContentTab() {
  const locale = usePanelLocale();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data } = useStore($contentTexts);
  const item = open ? data?.items.find((text) => text.key === open) : undefined;
  // Back on the list, focus returns to the text that was open.
  const returnTo = useRef<string | null>(null);

  if (item) {
    const back = () => {
      returnTo.current = item.key;
      setOpen(null);
    };
    // A new version (published, undone, reloaded) starts the editor afresh from it.
    return <ContentEditor key={`${item.key}@${item.updatedAt ?? ''}`} item={item} onBack={back} />;
  }

  return (
    <section aria-labelledby="content-title" lang={locale}>
      <h2 id="content-title" className="mb-2 text-xl">
        {pm.content_title({}, { locale })}
      </h2>
      <p className="mb-4 max-w-3xl text-sm">{pm.content_intro({}, { locale })}</p>
      <Field className="mb-4 max-w-xl" label={pm.content_search({}, { locale })} hint={pm.content_search_hint({}, { locale })}>
        {(aria) => <input {...aria} type="search" className={controlClass} value={query} onChange={(e) => setQuery(e.target.value)} />}
      </Field>
      <LoadState
        store={$contentTexts}
        failed={pm.content_failed({}, { locale })}
        loading={pm.content_loading({}, { locale })}
        empty={<Empty title={pm.content_empty({}, { locale })} />}
      >
        {({ items }) => <TextList texts={items} query={query} onOpen={setOpen} focusKey={returnTo} />}
      </LoadState>
    </section>
  );
}

/** The texts that match the search, by page and section; each opens its editor. */
function TextList(props: {
  texts: readonly ContentItem[];
  query: string;
  onOpen: (key: string) => void;
  focusKey: { current: string | null };
}) {
  const locale = usePanelLocale();
  // Typing stays quick with hundreds of texts: the list follows the search a moment later.
  const query = useDeferredValue(props.query);
  const found = props.texts.filter((text) => matchesSearch(text, query));
  const focusOnce = (key: string) => (button: HTMLButtonElement | null) => {
    if (button && props.focusKey.current === key) {
      props.focusKey.current = null;
      button.focus();
    }
  };
  return (
    <>
      <p role="status" className="mb-3 text-sm">
        {pm.content_results({ count: found.length }, { locale })}
      </p>
      {found.length === 0 ? (
        <Empty title={pm.content_no_match({ query }, { locale })} hint={pm.content_no_match_hint({}, { locale })} />
      ) : (
        groupTexts(found).map(({ page, sections }) => (
          <section key={page} aria-labelledby={`content-page-${page}`} className="mb-8">
            <h3 id={`content-page-${page}`} className="mb-3 text-lg text-white">
              {pageName(page, locale)}
            </h3>
            {sections.map(({ section, texts }) => (
              <div key={section} className="mb-5">
                <h4 className="mb-2 text-sm font-semibold tracking-wide text-gold uppercase">
                  {pm.content_section({ name: sectionName(page, section, locale) }, { locale })}
                </h4>
                <ul className="divide-y divide-ink-line rounded-xl border border-ink-line bg-ink-soft">
                  {texts.map((text) => (
                    <li key={text.key} data-testid="content-text" className="grid gap-2 p-3 md:grid-cols-2 md:gap-4">
                      <div className="flex flex-wrap items-center gap-2 text-xs text-mist md:col-span-2">
                        <code className="break-all">{text.key}</code>
                        {text.thFallback && <StatusBadge status="pending" label={pm.content_th_fallback({}, { locale })} />}
                        <span>
                          {text.updatedAt && text.updatedBy
                            ? pm.content_edited_by(
                                { name: actorName(text.updatedBy, locale), when: formatDateTime(text.updatedAt, locale) },
                                { locale },
                              )
                            : pm.content_original({}, { locale })}
                        </span>
                        {/* Its name starts with the word it shows (WCAG 2.5.3) and says which text it opens. */}
                        <button
                          ref={focusOnce(text.key)}
                          type="button"
                          className={`${smallButton} ml-auto`}
                          onClick={() => props.onOpen(text.key)}
                          aria-label={pm.content_edit({ key: text.key }, { locale })}
                        >
                          {pm.content_edit_button({}, { locale })}
                        </button>
                      </div>
                      <Excerpt label={pm.content_english({}, { locale })} text={text.en} lang="en" />
                      <Excerpt label={pm.content_thai({}, { locale })} text={text.thFallback ? '' : text.th} lang="th" />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </>
  );
}

/** One language's text in the list, cut after three lines. */
function Excerpt({ label, text, lang }: { label: string; text: string; lang: 'en' | 'th' }) {
  const locale = usePanelLocale();
  return (
    <span className="block min-w-0">
      <span className="block text-xs text-mist">{label}</span>
      <span lang={lang} className="line-clamp-3 break-words text-white">
        {text || <span className="text-mist">{pm.content_empty_text({}, { locale })}</span>}
      </span>
    </span>
  );
}
