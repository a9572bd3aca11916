// The channels' rules: what the owner may type (Italian messages), the links with the reference typed in the
// reader's language, the block rendered without script and nothing at all when no channel is set.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reminderEmail } from '@/features/reminders/reminder.mail';
import { agencyChannelsSchema, LINE_RULE, PHONE_RULE, WHATSAPP_RULE } from './agency-channels.schema';
import { NO_CHANNELS, reachLinks } from './agency-channels';
import ReachAgency from './ReachAgency';

const SET = { whatsapp: '66812345678', line: '@siamhunks', phone: '+6621234567' };

describe("the owner's channels", () => {
  it('normalise what the owner types: digits for wa.me, + for tel:, a lower-case LINE id; empty means not shown', () => {
    expect(agencyChannelsSchema.parse({ whatsapp: '+66 81-234 5678', line: ' @SiamHunks ', phone: '0066 (2) 123 4567' })).toEqual(SET);
    expect(agencyChannelsSchema.parse({ whatsapp: '', line: '', phone: '  ' })).toEqual(NO_CHANNELS);
  });

  it('refuse a number without its country prefix, too short or too long, and a LINE id without @, in Italian', () => {
    const issues = (value: Record<string, string>) =>
      agencyChannelsSchema
        .safeParse({ ...{ whatsapp: '', line: '', phone: '' }, ...value })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ whatsapp: '081 234 5678' })).toEqual([['whatsapp', WHATSAPP_RULE]]);
    expect(issues({ whatsapp: '+66 12' })).toEqual([['whatsapp', WHATSAPP_RULE]]);
    expect(issues({ phone: '+1234567890123456' })).toEqual([['phone', PHONE_RULE]]);
    expect(issues({ phone: 'call me' })).toEqual([['phone', PHONE_RULE]]);
    expect(issues({ line: 'siamhunks' })).toEqual([['line', LINE_RULE]]);
    expect(issues({ line: '@siam hunks' })).toEqual([['line', LINE_RULE]]);
  });
});

describe('the links', () => {
  it('type the booking reference in the message, in the reader’s language, and name each link for a screen reader', () => {
    const [whatsapp, line, call] = reachLinks(SET, 'AB12CD34', 'en');
    const typed = encodeURIComponent('Hello, I have a question about my booking AB12CD34.');
    expect(whatsapp).toEqual({
      kind: 'whatsapp',
      href: `https://wa.me/66812345678?text=${typed}`,
      text: 'WhatsApp',
      name: 'WhatsApp: message the agency about booking AB12CD34',
    });
    expect(line).toMatchObject({ kind: 'line', href: `https://line.me/R/oaMessage/%40siamhunks/?${typed}`, text: 'LINE' });
    expect(call).toEqual({ kind: 'call', href: 'tel:+6621234567', text: 'Call +6621234567', name: 'Call +6621234567' });
    const [thai] = reachLinks(SET, 'AB12CD34', 'th');
    expect(decodeURIComponent(thai!.href.split('?text=')[1]!)).toBe('สวัสดีค่ะ มีคำถามเกี่ยวกับการจอง AB12CD34');
  });

  it('offer only the channels set, and the block is not rendered when none is', () => {
    expect(reachLinks({ ...NO_CHANNELS, phone: '+6621234567' }, 'AB12CD34', 'en').map((l) => l.kind)).toEqual(['call']);
    expect(renderToStaticMarkup(createElement(ReachAgency, { channels: NO_CHANNELS, reference: 'AB12CD34', locale: 'en' }))).toBe('');
    const html = renderToStaticMarkup(createElement(ReachAgency, { channels: SET, reference: 'AB12CD34', locale: 'th' }));
    expect(html).toContain('aria-label="WhatsApp: ส่งข้อความหาเอเจนซีเรื่องการจอง AB12CD34"');
    expect(html).toContain('href="tel:+6621234567"');
    expect(html).not.toContain('<script');
  });

  it('reach the reminder e-mail: each channel set as a link, else the brand’s WhatsApp line as before', () => {
    const booking = {
      id: '00000000-0000-4000-8000-0000ab12cd34',
      customerName: 'Nok',
      customerEmail: 'nok@example.com',
      eventDate: '2026-03-14',
      eventTime: '20:00',
      address: '12 Beach Road',
      location: 'phuket',
      advanceAmount: 3000,
      cashAmount: 7000,
      advanceStatus: 'received',
    };
    const now = Date.UTC(2026, 2, 13, 13);
    const withChannels = reminderEmail(booking, 'https://example.test/summary', now, SET);
    expect(withChannels.text).toContain(
      `https://wa.me/66812345678?text=${encodeURIComponent('Hello, I have a question about my booking AB12CD34.')}`,
    );
    expect(withChannels.text).toContain('tel:+6621234567');
    expect(withChannels.html).toContain('https://line.me/R/oaMessage/%40siamhunks/');
    expect(reminderEmail(booking, 'https://example.test/summary', now).text).not.toContain('wa.me/66812345678');
  });
});
