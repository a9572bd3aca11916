// The hidden spam-trap field speaks the page's language: a screen reader that reaches it reads its label.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '@/features/contact/ContactForm';
import ApplicationForm from '@/features/join/ApplicationForm';

const label = (html: string) => /<label for="hp-website">([^<]*)<\/label>/.exec(html)?.[1];

describe('the honeypot field', () => {
  for (const [name, form] of [
    ['contact', ContactForm],
    ['join', ApplicationForm],
  ] as const) {
    it(`is labelled in Thai on /th/${name} and in English on /${name}`, () => {
      expect(label(renderToStaticMarkup(createElement(form, { locale: 'th' })))).toBe('เว้นช่องนี้ว่างไว้');
      expect(label(renderToStaticMarkup(createElement(form, { locale: 'en' })))).toBe('Leave this field empty');
    });
  }
});
