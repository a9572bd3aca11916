/** FAQ accordion island: one answer open at a time; the answers are in the server HTML. */
import { useState } from 'react';
import type { FaqItem } from '@/content/faq-item';
import { toggleOne } from './one-open';

/** An accessible accordion of questions (buttons with aria-expanded / aria-controls). */
export default function FaqAccordion({ items, id }: { items: FaqItem[]; id: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="divide-y divide-ink-line rounded-2xl border border-ink-line bg-ink-soft">
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={`${id}-question-${index}`}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-white hover:text-gold"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOne(current, index))}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={`text-xl text-gold transition-transform ${expanded ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={`${id}-question-${index}`}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
