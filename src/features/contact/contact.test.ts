import { describe, expect, it } from 'vitest';
import { contactNotification } from './contact.mail';
import { INQUIRY_VALUES, inquiryLabel } from './contact-fields';
import { CONTACT_SENT } from './contact-messages';
import { queryKey } from './contact-query';
import { cityRequestMessages, contactWords } from './contact-words';
import { contactInfo, RESPONSE_TIME } from './contact-info';
import { contactFormSchema, contactSchema } from './contact.schema';

const valid = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', inquiryType: 'general', message: 'Hi' };

describe('contact schema', () => {
  it('the form needs the privacy box ticked; the API body never carries it', () => {
    const form = contactFormSchema.safeParse({ ...valid, privacy: false });
    expect(form.success).toBe(false);
    expect(form.error?.issues).toMatchObject([{ path: ['privacy'], message: 'privacy_required' }]);
    expect(contactFormSchema.safeParse({ ...valid, privacy: true }).success).toBe(true);
    expect(contactSchema.parse({ ...valid, privacy: true })).not.toHaveProperty('privacy');
  });

  it('labels inquiry types as the spec does and reads ?type= safely', () => {
    expect(['booking', 'performer', 'custom', 'general'].map((t) => inquiryLabel(t as never))).toEqual([
      'Booking Inquiry',
      'Performer Information',
      'Custom Request',
      'General Information',
    ]);
    const types = contactWords('en').inquiries;
    // The form offers every type the schema takes, in its order.
    expect(Object.keys(types)).toEqual(INQUIRY_VALUES);
    expect(queryKey('custom', types)).toBe('custom');
    expect(queryKey(' Custom ', types)).toBe('custom');
    expect(queryKey('<script>', types)).toBeUndefined();
    expect(queryKey('toString', types)).toBeUndefined();
    expect(queryKey(null, types)).toBeUndefined();
  });
});

describe('contactNotification', () => {
  it('keeps customer text out of the subject and escapes it in HTML', () => {
    const mail = contactNotification('id-1', contactSchema.parse({ ...valid, firstName: 'Eve <img src=x>', message: 'a & b' }));
    expect(mail.subject).toBe('Nuovo messaggio di contatto: Informazioni generali');
    expect(mail.replyTo).toBe('jane@example.com');
    expect(mail.html).toContain('Eve &lt;img src=x&gt;');
    expect(mail.html).toContain('a &amp; b');
    expect(mail.text).toContain('Telefono: non indicato');
  });
});

describe('what the contact page promises and pre-fills', () => {
  it('names one reply time (CONTACT_REPLY_HOURS, default 48) in the toast and on the info card', () => {
    expect(CONTACT_SENT.description).toBe("Thank you for your inquiry! We'll respond within 48 hours.");
    expect(RESPONSE_TIME).toBe('We respond to every inquiry within 48 hours.');
  });

  it('starts the message with a city that has a page (the on-request links), and nothing for another value', () => {
    const [english, thai] = [cityRequestMessages('en'), cityRequestMessages('th')];
    const message = (value: string | null, messages: Record<string, string>) => {
      const city = queryKey(value, messages);
      return city && messages[city];
    };
    expect(message('chiang-mai', english)).toMatch(/^I would like to book a show in Chiang Mai\./);
    expect(message('Koh-Samui', english)).toMatch(/in Koh Samui\./);
    expect(message('pattaya', thai)).toMatch(/^ต้องการจองโชว์ที่Pattaya /);
    expect(message('<script>', english)).toBeUndefined();
    // A key every object has is no city.
    expect(message('constructor', english)).toBeUndefined();
    expect(message(null, english)).toBeUndefined();
  });
});

describe('contact info cards', () => {
  it('names the service areas in the page language', () => {
    expect(contactInfo('th').serviceAreas.cities).toEqual(['กรุงเทพฯ', 'ภูเก็ต', 'พัทยา']);
    expect(contactInfo('en').serviceAreas.cities).toEqual(['Bangkok', 'Phuket', 'Pattaya']);
  });
});
