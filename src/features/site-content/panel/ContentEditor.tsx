/**
 * One text's editor in Contenuti: its English and Thai side by side (each with its length against the limit and what
 * markup it may carry), the page's live preview as the owner types, Publish, and the text's history with undo. A
 * refusal is said on its field (too long, markup not allowed) in the panel's language; a save that another person's
 * came before (409) says so and offers to reload theirs.
 */
import { useEffect, useRef, useState } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { controlClass } from '@/components/ui/field-ids';
import { Field } from '@/components/ui/Field';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { errorText, fieldErrors } from '@/features/admin-panel/errors';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { smallButton, StatusBadge } from '@/features/admin-panel/ui';
import { publishText, reloadTexts, type ContentItem } from './content-api';
import { ContentHistory } from './ContentHistory';
import { ContentPreview } from './ContentPreview';
import { pageName, sectionName } from './page-names';

type Lang = 'en' | 'th';

/** The editor of `item` (made afresh for each version of it). */
export function ContentEditor({ item, onBack }: { item: ContentItem; onBack: () => void }) {
  const locale = usePanelLocale();
  const [draft, setDraft] = useState({ en: item.en, th: item.thFallback ? '' : item.th });
  const [errors, setErrors] = useState<Partial<Record<Lang, string>>>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const original = { en: item.en, th: item.thFallback ? '' : item.th };
  const changed = draft.en !== original.en || draft.th !== original.th;

  const publish = async () => {
    setBusy(true);
    setErrors({});
    try {
      await publishText(item, draft);
      showToast({ title: pm.content_published({}, { locale }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else setErrors(fieldErrors(error));
      showToast({ title: pm.content_publish_failed({}, { locale }), description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const field = (lang: Lang) => {
    const count = [...draft[lang]].length;
    const hints = [
      pm.content_count({ count, limit: item.limit }, { locale }),
      item.markup ? pm.content_markup_allowed({}, { locale }) : pm.content_plain_only({}, { locale }),
      lang === 'th' ? pm.content_thai_empty({}, { locale }) : '',
    ];
    return (
      <div>
        {lang === 'th' && !draft.th.trim() && (
          <p className="mb-1" data-testid="content-thai-fallback">
            <StatusBadge status="pending" label={pm.content_th_fallback({}, { locale })} />
          </p>
        )}
        <Field
          label={lang === 'en' ? pm.content_field_english({}, { locale }) : pm.content_field_thai({}, { locale })}
          hint={hints.filter(Boolean).join(' · ')}
          error={errors[lang]}
        >
          {(aria) => (
            <textarea
              {...aria}
              name={lang}
              lang={lang}
              className={`${controlClass} min-h-32 ${count > item.limit ? 'border-error' : ''}`}
              value={draft[lang]}
              onChange={(event) => {
                setDraft({ ...draft, [lang]: event.target.value });
                if (errors[lang]) setErrors({ ...errors, [lang]: undefined });
              }}
            />
          )}
        </Field>
      </div>
    );
  };

  return (
    <section aria-labelledby="content-editor-title" lang={locale} data-testid="content-editor">
      <button type="button" className={`${smallButton} mb-4`} onClick={onBack}>
        <span aria-hidden="true">←</span> {pm.content_back({}, { locale })}
      </button>
      <h2 id="content-editor-title" ref={heading} tabIndex={-1} className="text-xl break-all focus:outline-none">
        {item.key}
      </h2>
      <p className="mb-4 text-sm">
        {pageName(item.page, locale)} · {pm.content_section({ name: sectionName(item.page, item.section, locale) }, { locale })}
      </p>
      {stale && (
        <div role="alert" className="mb-4 rounded-xl border border-error/60 p-4">
          <p className="font-semibold text-error">{pm.content_stale_title({}, { locale })}</p>
          <p className="mt-1 text-sm">{pm.content_stale_text({}, { locale })}</p>
          <button type="button" className={`${smallButton} mt-3`} onClick={reloadTexts}>
            {pm.content_reload({}, { locale })}
          </button>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void publish();
          }}
        >
          {field('en')}
          {field('th')}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-gold" disabled={busy || !changed}>
              {busy ? pm.content_publishing({}, { locale }) : pm.content_publish({}, { locale })}
            </button>
            <button type="button" className={smallButton} disabled={busy || !changed} onClick={() => setDraft(original)}>
              {pm.content_discard({}, { locale })}
            </button>
          </div>
        </form>
        <ContentPreview item={item} draft={draft} />
      </div>
      <ContentHistory item={item} />
    </section>
  );
}
