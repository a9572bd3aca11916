/** Pricing cards island: each card's description opens with Show Description, one at a time. */
import { useState } from 'react';
import { toggleOne } from '@/features/faq/one-open';

/** A pricing card ready to show: formatted price and booking link included. */
export interface PricingCardView {
  title: string;
  subtitle: string;
  priceLabel: string;
  description: string;
  features?: string[];
  bookHref: string;
  popular?: boolean;
}

/** A grid of pricing cards (1 column on phones, 2 on tablets, 4 on desktops). */
export default function PricingCards({ cards, id }: { cards: PricingCardView[]; id: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => {
        const expanded = open === index;
        const panelId = `${id}-description-${index}`;
        return (
          <li
            key={card.title}
            data-card
            className={`flex flex-col rounded-2xl border bg-ink-soft p-6 ${card.popular ? 'border-gold' : 'border-ink-line'}`}
          >
            {card.popular && (
              <p className="mb-3 self-start rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-wider text-ink uppercase">
                Most popular
              </p>
            )}
            <h3 className="text-2xl font-bold">{card.title}</h3>
            <p className="mt-1 text-sm">{card.subtitle}</p>
            <p className="mt-4 text-3xl font-bold text-gold">{card.priceLabel}</p>
            <button
              type="button"
              className="mt-4 self-start text-sm font-semibold text-gold underline underline-offset-4 hover:text-gold-light"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen((current) => toggleOne(current, index))}
            >
              {expanded ? 'Hide Description' : 'Show Description'}
            </button>
            <div id={panelId} hidden={!expanded} className="mt-3 text-sm leading-relaxed">
              <p>{card.description}</p>
              {card.features && card.features.length > 0 && (
                <ul className="mt-3 list-disc space-y-1 pl-5">
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
            </div>
            <div className="min-h-6 flex-1" />
            <a href={card.bookHref} className="btn-gold w-full">
              BOOK NOW
            </a>
          </li>
        );
      })}
    </ul>
  );
}
