import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

const evil = `<img src=x onerror="alert('x')"> & co`;
const escaped = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co';

describe('renderMail', () => {
  const mail = renderMail({
    title: `Title ${evil}`,
    blocks: [
      `Dear ${evil},`,
      { strong: `Strong ${evil}` },
      {
        title: 'Details',
        rows: [
          ['Name', evil],
          ['Total', '฿7,000'],
        ],
      },
      { rows: [['Reference', 'ABCD1234']] },
      { title: 'Message', body: `line 1\n${evil}` },
      { href: 'https://example.com/a?b=1&c="2"', label: 'Open' },
      { before: `Write to us on`, label: 'WhatsApp', href: 'https://wa.me/1' },
      { image: { cid: 'qr@x', alt: `QR ${evil}`, width: 240, height: 240 }, text: 'The QR is in the HTML version.' },
    ],
    footer: 'Siam Hunks',
  });

  it('writes the plain text in order, one blank line between blocks, headings in capitals', () => {
    expect(mail.text).toBe(
      [
        `Title ${evil}`,
        `Dear ${evil},`,
        `Strong ${evil}`,
        `DETAILS\nName: ${evil}\nTotal: ฿7,000`,
        'Reference: ABCD1234',
        `MESSAGE\nline 1\n${evil}`,
        'Open:\nhttps://example.com/a?b=1&c="2"',
        'Write to us on WhatsApp: https://wa.me/1',
        'The QR is in the HTML version.',
        'Siam Hunks',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML and keeps each block', () => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html.split(escaped)).toHaveLength(7);
    expect(mail.html).toMatch(/<h1[^>]*>Title &lt;img/);
    expect(mail.html).toContain('<p><strong>Strong &lt;img');
    expect(mail.html).toMatch(/<h2[^>]*>Details<\/h2><table[^>]*><tr><th[^>]*>Name<\/th><td[^>]*>&lt;img/);
    expect(mail.html).toMatch(/<th[^>]*>Reference<\/th><td[^>]*>ABCD1234<\/td>/);
    expect(mail.html).toMatch(/<h2[^>]*>Message<\/h2><p style="white-space:pre-wrap">line 1\n&lt;img/);
    expect(mail.html).toMatch(/<a href="https:\/\/example.com\/a\?b=1&amp;c=&quot;2&quot;"[^>]*>Open<\/a>/);
    expect(mail.html).toContain('<p>Write to us on <a href="https://wa.me/1">WhatsApp</a></p>');
    expect(mail.html).toContain('<img src="cid:qr@x" width="240" height="240" alt="QR &lt;img');
    expect(mail.html).toMatch(/<p[^>]*>Siam Hunks<\/p>\n<\/div><\/body><\/html>$/);
    expect(mail.html).not.toContain('The QR is in the HTML version.');
  });

  it('leaves out what is not given', () => {
    const bare = renderMail({ blocks: ['Only this.'] });
    expect(bare.text).toBe('Only this.');
    expect(bare.html).not.toMatch(/<h1|<h2|<table/);
  });
});
