/**
 * The live preview of a text's page in Contenuti, in English or Thai, at a phone's width (360 px) or a desktop's (1280
 * px, scaled down to fit): a copy of the public page as a visitor gets it, with the draft in place of the published text
 * and outlined, following every keystroke. How the copy is shown without loosening any page's framing rules:
 * preview-frame.ts.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { smallButton } from '@/features/admin-panel/ui';
import type { ContentItem } from './content-api';
import { applyDraft, fetchPage, findTargets, pageCopy, scrollToTarget, type PreviewTarget } from './preview-frame';
import { previewPath, shownText } from './preview-text';

type Lang = 'en' | 'th';
type Width = 'phone' | 'desktop';

const WIDTHS: Record<Width, { width: number; height: number }> = {
  phone: { width: 360, height: 640 },
  desktop: { width: 1280, height: 800 },
};

/** The preview of `draft` (the editor's English and Thai) on the page that shows `item`. */
export function ContentPreview({ item, draft }: { item: ContentItem; draft: { en: string; th: string } }) {
  const locale = usePanelLocale();
  const [lang, setLang] = useState<Lang>('en');
  const [width, setWidth] = useState<Width>('phone');
  const path = previewPath(item.page, lang);
  return (
    <section aria-labelledby="content-preview-title" className="min-w-0">
      <h3 id="content-preview-title" className="mb-2 text-lg text-white">
        {pm.content_preview({}, { locale })}
      </h3>
      <div className="mb-3 flex flex-wrap gap-4">
        <Choice
          label={pm.content_preview_language({}, { locale })}
          value={lang}
          onChange={setLang}
          choices={[
            { value: 'en', label: 'English' },
            { value: 'th', label: 'ไทย' },
          ]}
        />
        <Choice
          label={pm.content_preview_width({}, { locale })}
          value={width}
          onChange={setWidth}
          choices={[
            { value: 'phone', label: pm.content_preview_phone({}, { locale }) },
            { value: 'desktop', label: pm.content_preview_desktop({}, { locale }) },
          ]}
        />
      </div>
      <PageFrame
        key={`${path}:${width}`}
        path={path}
        size={WIDTHS[width]}
        title={pm.content_preview_frame(
          { path, width: width === 'phone' ? pm.content_preview_phone({}, { locale }) : pm.content_preview_desktop({}, { locale }) },
          { locale },
        )}
        published={shownText({ en: item.en, th: item.thFallback ? '' : item.th }, lang)}
        draft={shownText(draft, lang)}
        markup={item.markup}
      />
    </section>
  );
}

/** Pressed buttons choosing one value. */
function Choice<V extends string>(props: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  choices: readonly { value: V; label: string }[];
}) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={props.value === choice.value}
          className={`${smallButton} ${props.value === choice.value ? 'border-gold text-gold' : ''}`}
          onClick={() => props.onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

type FrameState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string };

/** One page copy at one width, scaled to the room there is; the draft goes in place as it changes. */
function PageFrame(props: {
  path: string;
  size: { width: number; height: number };
  title: string;
  published: string;
  draft: string;
  markup: boolean;
}) {
  const locale = usePanelLocale();
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const [found, setFound] = useState<boolean | null>(null);
  const [room, setRoom] = useState(props.size.width);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const targets = useRef<PreviewTarget[]>([]);
  const { published, draft, markup } = props;

  useEffect(() => {
    let current = true;
    fetchPage(props.path).then(
      (html) => current && setState({ status: 'ready', html: pageCopy(html, window.location.origin) }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [props.path]);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Once the copy has loaded: where the published text stands on it (found again only when the page is another).
  const onLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    targets.current = findTargets(doc, published, markup);
    setFound(targets.current.length > 0);
    applyDraft(targets.current, draft, markup);
    scrollToTarget(doc, targets.current);
  };

  useEffect(() => applyDraft(targets.current, draft, markup), [draft, markup]);

  const scale = Math.min(1, room / props.size.width);
  let note: ReactNode = null;
  if (state.status === 'loading') note = pm.content_preview_loading({}, { locale });
  else if (state.status === 'failed') note = pm.content_preview_failed({}, { locale });
  else if (found === false) note = pm.content_preview_missing({}, { locale });
  else if (found) note = pm.content_preview_found({}, { locale });
  return (
    <div ref={box} className="w-full">
      <p role="status" className={`mb-2 text-sm ${state.status === 'failed' ? 'text-error' : ''}`}>
        {note}
      </p>
      <div
        className="overflow-hidden rounded-lg border border-ink-line bg-white"
        style={{ width: props.size.width * scale, height: props.size.height * scale }}
      >
        {state.status === 'ready' && (
          <iframe
            ref={frame}
            title={props.title}
            // No scripts, forms, pop-ups or navigation of the panel: only the panel's own reach into the copy (preview-frame.ts).
            sandbox="allow-same-origin"
            srcDoc={state.html}
            onLoad={onLoad}
            data-testid="content-preview"
            style={{ width: props.size.width, height: props.size.height, transform: `scale(${scale})`, transformOrigin: '0 0' }}
            className="block border-0"
          />
        )}
      </div>
    </div>
  );
}
