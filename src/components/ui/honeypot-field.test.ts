// The hidden spam-trap field speaks the page's language: a screen reader that reaches it reads its label.
// The forms' words are said by the server (contact-words.ts, join-words.ts) as the pages render them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '@/features/contact/ContactForm';
import { contactWords } from '@/features/contact/contact-words';
import ApplicationForm from '@/features/join/ApplicationForm';
import { applicationWords } from '@/features/join/join-words';
import type { Locale } from '@/lib/i18n';

const label = (html: string) => /<label for="hp-website">([^<]*)<\/label>/.exec(html)?.[1];

describe('the honeypot field', () => {
  for (const [name, render] of [
    ['contact', (locale: Locale) => createElement(ContactForm, { locale, words: contactWords(locale) })],
    ['join', (locale: Locale) => createElement(ApplicationForm, { locale, words: applicationWords(locale) })],
  ] as const) {
    it(`is labelled in Thai on /th/${name} and in English on /${name}`, () => {
      expect(label(renderToStaticMarkup(render('th')))).toBe('เว้นช่องนี้ว่างไว้');
      expect(label(renderToStaticMarkup(render('en')))).toBe('Leave this field empty');
    });
  }
});
