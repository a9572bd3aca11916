// The organiser's shares panel as the server renders it: each share carries its amount for the "≈ £" line (as
// her guests' pages do), and her own share's e-mail field is not labelled as a guest's.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SharesPanel from './SharesPanel';

const share = (number: number, amount: number) => ({
  number,
  amount,
  reference: `REF${number}`,
  status: 'pending' as const,
  method: null,
  guestEmail: null,
  reportedAt: null,
  receivedAt: null,
  slip: false,
  slipReference: null,
});
const render = (locale: 'en' | 'th') =>
  renderToStaticMarkup(
    createElement(SharesPanel, {
      bookingId: 'b1',
      reference: 'AB12CD34',
      organiser: 'Anna',
      shares: [share(1, 771), share(2, 770)],
      locale,
    }),
  );
const labels = (html: string) => [...html.matchAll(/<label for="[^"]*-email-\d"[^>]*>([^<]*)<\/label>/g)].map((match) => match[1]);

describe('the shares panel', () => {
  it('puts the approximate currency line beside each share', () => {
    const html = render('en');
    expect([...html.matchAll(/data-fx="(\d+)"/g)].map((match) => match[1])).toEqual(['771', '770']);
  });

  it('labels her own share "your own link", a guest’s by its number, in English and Thai', () => {
    expect(labels(render('en'))).toEqual(['Send your own link to an e-mail', 'Guest&#x27;s e-mail for share 2']);
    expect(labels(render('th'))).toEqual(['ส่งลิงก์ของคุณเองไปยังอีเมล', 'อีเมลของแขกสำหรับส่วนที่ 2']);
  });
});
