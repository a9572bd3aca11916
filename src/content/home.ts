/** Copy of the home page (spec section 2, Home page). */
import type { FaqItem } from '@/content/faq-item';

/** 'Why Choose Our Male Strippers': six points. */
export const homeReasons = [
  {
    title: 'Hand-picked professionals',
    text: 'Every performer is interviewed, vetted and trained by us. They are dancers and hosts first: confident, well groomed and respectful of every guest.',
  },
  {
    title: 'Discreet and reliable',
    text: 'Performers arrive on time, dressed for the occasion, and keep your event private. No surprises except the ones you planned.',
  },
  {
    title: 'Shows matched to your group',
    text: 'From a cheeky topless routine to the Full Monty at a private villa, you choose how far the show goes and we brief the performer accordingly.',
  },
  {
    title: 'Costumes and themes',
    text: 'Firefighter, police officer, tuxedo, army officer and more. Tell us your theme and we will bring the outfit and the music.',
  },
  {
    title: 'Easy online booking',
    text: 'Pick your city, package and performer, pay a small advance online and settle the rest in cash on the night.',
  },
  {
    title: 'Three cities, one team',
    text: 'Bangkok, Pattaya and Phuket are covered by our own performers, with Chiang Mai, Hua Hin and Koh Samui available on request.',
  },
];

/** 'Premier Services': five services. */
export const homeServices = [
  {
    title: 'Bachelorette parties',
    text: 'Hens nights are our speciality: a classic one-hour show with a 15-minute strip routine and 45 minutes of games, photos and fun for the bride-to-be.',
  },
  {
    title: "Girls' night out",
    text: 'Start the evening in style with a topless waiter pouring drinks and a performer who gets the whole group laughing before you hit the town.',
  },
  {
    title: 'Birthday celebrations',
    text: 'Surprise the birthday girl with a themed entrance, a cake moment she will never forget and a show pitched exactly to her sense of humour.',
  },
  {
    title: 'Private villa parties',
    text: 'Pool villas in Phuket and Pattaya are made for our Full Monty and duo shows, with topless waiters keeping the party going for hours.',
  },
  {
    title: 'Hotel visits',
    text: 'We come to your hotel suite or serviced apartment anywhere in central Bangkok, Pattaya or Phuket, quietly and on time.',
  },
];

/** The five home page questions. */
export const homeFaq: FaqItem[] = [
  {
    question: 'How long does a show last?',
    answer:
      'A standard show lasts 45-60 minutes: a 15-minute strip show followed by 45 minutes of interaction, games and photos. Extended packages with topless waiters or several performers run for 2-3 hours.',
  },
  {
    question: 'How far in advance should we book?',
    answer:
      'We recommend booking 1-2 weeks ahead, especially for Friday and Saturday nights and the high season. Last-minute requests are welcome and we will always try to help.',
  },
  {
    question: 'How does payment work?',
    answer:
      'You pay a 30% advance online to confirm the booking. The remaining 70% is paid in cash to the performer on the day of the show.',
  },
  {
    question: 'Do you travel to our hotel or villa?',
    answer:
      'Yes. There is no extra fee in central Bangkok, and the Pattaya price includes travel within central Pattaya. A travel surcharge may apply beyond 15 km from the city centre.',
  },
  {
    question: 'Can we book more than one performer?',
    answer:
      'Absolutely. Duo shows are available in every city, and for large groups you can book 2 to 4 performers or combine a stripper with topless waiters.',
  },
];
