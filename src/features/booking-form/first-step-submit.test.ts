// The booking form's first step has its submit button (HTML_CodeSniffer H32.2): NEXT is the form's submit, so
// Enter moves on as the button does; the page sends nothing until SUBMIT BOOKING on the details.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BookingPage from './BookingPage';
import { bookingWords } from './booking-words';

// The form's own submit buttons (the city buttons of the page before its script runs submit elsewhere, by formaction).
const submitButtons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
    .filter(([, attributes]) => attributes!.includes('type="submit"') && !attributes!.includes('formAction'))
    .map((match) => match[2]);

describe('the booking form, first step', () => {
  it('has one submit button, NEXT, in each language', () => {
    expect(submitButtons(renderToStaticMarkup(createElement(BookingPage, { locale: 'en', words: bookingWords('en') })))).toEqual(['NEXT']);
    expect(submitButtons(renderToStaticMarkup(createElement(BookingPage, { locale: 'th', words: bookingWords('th') })))).toHaveLength(1);
  });
});
