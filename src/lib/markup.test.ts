import { describe, expect, it } from 'vitest';
import { markupHtml, markupRefusal, markupText } from './markup';

describe('allowed markup', () => {
  it('keeps paragraphs, emphasis, line breaks and links to the site, wa.me and line.me', () => {
    const text =
      '<p>Hi, I am <strong>Marco</strong>.</p><p><em>Fun</em> &amp; friendly<br>see <a href="/pricing/bangkok">prices</a>, ' +
      '<a href="https://wa.me/66812345678">WhatsApp</a> or <a href="https://line.me/R/ti/p/@siamhunks">LINE</a></p>';
    expect(markupRefusal(text)).toBeUndefined();
    expect(markupHtml(text)).toBe(
      '<p>Hi, I am <strong>Marco</strong>.</p><p><em>Fun</em> &amp; friendly<br>see <a href="/pricing/bangkok">prices</a>, ' +
        '<a href="https://wa.me/66812345678" rel="noopener noreferrer nofollow">WhatsApp</a> or ' +
        '<a href="https://line.me/R/ti/p/@siamhunks" rel="noopener noreferrer nofollow">LINE</a></p>',
    );
    expect(markupText(text)).toBe('Hi, I am Marco. Fun & friendly see prices, WhatsApp or LINE');
  });

  it('makes plain text into paragraphs at its blank lines, escaped', () => {
    expect(markupHtml('Tom & Jerry\n\nSecond "part" it\'s')).toBe('<p>Tom &amp; Jerry</p><p>Second &quot;part&quot; it&#39;s</p>');
    expect(markupHtml('')).toBe('');
  });

  it('reads the five entities as text and renders them escaped again', () => {
    expect(markupRefusal('&lt;script&gt;alert(1)&lt;/script&gt;')).toBeUndefined();
    expect(markupHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('hostile markup is refused, naming the piece', () => {
  const refused: [string, string][] = [
    ['<script>alert(1)</script>', '<script>'],
    ['Hi <img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['<p onclick="alert(1)">x</p>', '<p onclick="alert(1)">'],
    ['<p style="color:red">x</p>', '<p style="color:red">'],
    ['<a href="javascript:alert(1)">x</a>', '<a href="javascript:alert(1)">'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a href="JaVaScRiPt:alert(1)">'],
    ['<a href="data:text/html,<b>">x</a>', '<a href="data:text/html,<b>'],
    ['<a href="//evil.example/">x</a>', '<a href="//evil.example/">'],
    ['<a href="/\\evil.example">x</a>', '<a href="/\\evil.example">'],
    ['<a href="https://evil.example/">x</a>', '<a href="https://evil.example/">'],
    ['<a href="https://wa.me.evil.example/">x</a>', '<a href="https://wa.me.evil.example/">'],
    ['<a href="https://wa.me@evil.example/">x</a>', '<a href="https://wa.me@evil.example/">'],
    ['<a href="http://wa.me/1">x</a>', '<a href="http://wa.me/1">'],
    ["<a href='/pricing'>x</a>", "<a href='/pricing'>"],
    ['<a href="/a" target="_blank">x</a>', '<a href="/a" target="_blank">'],
    ['<a>x</a>', '<a>'],
    ['<P>x</P>', '<P>x</P>'],
    ['<iframe src="/"></iframe>', '<iframe src="/">'],
    ['<svg onload=alert(1)>', '<svg onload=alert(1)>'],
    ['<!-- hidden -->', '<!-- hidden '],
    ['<![CDATA[x]]>', '<![CDATA[x]]'],
    ['<?php echo 1 ?>', '<?php echo 1'],
    ['<style>body{}</style>', '<style>'],
    ['<p><p>nested</p></p>', '<p>'],
    ['<em><p>block in inline</p></em>', '<p>'],
    ['<a href="/a"><a href="/b">x</a></a>', '<a href="/b">'],
    ['<em>x</strong>', '</strong>'],
    ['</p>', '</p>'],
    ['<br class="x">', '<br class="x">'],
    ['<em/>', '<em/>'],
    ['I <3 you', '<3 you'],
    ['3 > 2', '>'],
    ['<scr<script>ipt>', '<scr<script>'],
    ['<a href="/x"onclick="y">x</a>', '<a href="/x"onclick="y">'],
  ];
  it.each(refused)('%s', (text, piece) => {
    expect(markupRefusal(text)).toEqual({ code: 'markup_not_allowed', params: { piece } });
    // Never rendered as markup: an older text like it is shown escaped.
    expect(markupHtml(text)).not.toMatch(/<(?!\/?p>)[a-z!?/]/i);
  });

  it('refuses a tag left open', () => {
    expect(markupRefusal('<p>Hi <em>there</p>')).toEqual({ code: 'markup_not_allowed', params: { piece: '</p>' } });
    expect(markupRefusal('<strong>loud')).toEqual({ code: 'markup_unclosed', params: { tag: '<strong>' } });
  });

  it('shortens a long piece in the refusal', () => {
    const refusal = markupRefusal(`<a href="https://evil.example/${'x'.repeat(80)}">`);
    expect(refusal?.params).toEqual({ piece: `<a href="https://evil.example/${'x'.repeat(9)}…` });
  });
});
