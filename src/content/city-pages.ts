/** Copy of the city listings (spec section 2, City listing), per mode and city. */
import type { FaqItem } from '@/content/faq-item';
import { CITY_FACTS, type City } from './cities';
import { formatBaht } from '@/lib/money';
import { site } from '@/lib/site';

/** Intro paragraph under the title, per mode; {city} is replaced by the city name. */
export const listingIntro = {
  'male-strippers':
    'Meet the male strippers who make {city} hens nights, birthdays and private parties unforgettable. Every performer is a vetted professional who arrives on time, in costume, with the music ready. Choose a performer below or pick a package and let us match the perfect entertainer to your group.',
  'topless-waiters':
    'Our topless waiters in {city} serve drinks, host the games, pose for photos and keep the party moving, charming, fit and always professional. Book one waiter for an intimate celebration or up to four for the ultimate party.',
} as const;

// Waiter mode: about text with two images, per city.
const waiterAbout: Record<City, { paragraphs: string[]; images: [string, string] }> = {
  bangkok: {
    paragraphs: [
      'A topless waiter is the easiest way to turn drinks at a condo or hotel suite into a proper party. He greets your guests at the door, mixes and serves drinks, runs the party games and makes sure the guest of honour is the centre of attention.',
      'Our Bangkok waiters work everywhere from Sukhumvit rooftops to Riverside apartments, and there is no travel fee in central Bangkok. Combine a waiter with a stripper show for the complete night.',
    ],
    images: ['/performers/jake-1.webp', '/performers/nont-1.webp'],
  },
  pattaya: {
    paragraphs: [
      'Pattaya parties start early and finish late. Our topless waiters keep your villa or party house running: drinks by the pool, music, games and plenty of photos for the group chat.',
      'Travel within central Pattaya is included, and Jomtien, Naklua and Pratumnak are just a short drive away.',
    ],
    images: ['/performers/tom-1.webp', '/performers/krit-1.webp'],
  },
  phuket: {
    paragraphs: [
      'A Phuket pool villa deserves a host to match. Our topless waiters serve cocktails, lead the games and look after every guest, from Patong and Kata to Kamala, Surin and Bang Tao.',
      'Book them for a sunset welcome, a birthday dinner or the whole night, then add a strip show to finish the evening in style.',
    ],
    images: ['/performers/oliver-1.webp', '/performers/tao-1.webp'],
  },
};

/** Waiter mode: five questions; `saving` is what a performer in both roles saves in the city (the pricing parameters), 0 for none. */
export const waiterFaq = (city: string, saving: number): FaqItem[] => [
  {
    question: 'What does a topless waiter do?',
    answer: `Our ${city} topless waiters greet guests, serve drinks, host party games and take photos. They are hosts, not strippers, and stay topless in smart trousers or shorts.`,
  },
  {
    question: 'How long is a topless waiter booking?',
    answer: 'Every package is a 2-hour booking. Extra time can be added on the night if the performer is available.',
  },
  {
    question: 'How many waiters do we need?',
    answer:
      'One waiter looks after up to ten guests comfortably. For larger groups choose DOUBLE TROUBLE, FULL PARTY MODE or TOTAL DOMINATION with two to four waiters.',
  },
  {
    question: 'Do we provide the drinks?',
    answer: 'Yes, you provide the drinks and glasses; the waiters serve, mix simple cocktails and keep everything tidy.',
  },
  {
    question: 'Can we combine waiters with a strip show?',
    answer: `Yes. Many groups book waiters for the evening and a stripper for the main event.${saving > 0 ? ` A performer who does both can save you ${formatBaht(saving)} on the waiter service.` : ''}`,
  },
];

// Pattaya's Ultimate Xperience intro and service list.
const pattayaXperience = {
  heading: 'The Ultimate Xperience',
  text: 'Pattaya does parties bigger than anywhere else in Thailand, and the Ultimate Xperience is our answer: a full evening of entertainment planned around your group, from the first drink to the final encore.',
  services: [
    'Themed strip shows with costume of your choice',
    'Topless waiters for villa and pool parties',
    'Duo shows for large hens groups',
    'Full Monty shows for private villas',
    'Birthday surprises and hotel visits',
  ],
};

// Phuket and Pattaya stripper mode: descriptive text.
const stripperAbout = {
  pattaya: [
    'Every Pattaya show is a classic hour: a 15-minute strip routine followed by 45 minutes of interaction, games and photos. Choose how far the show goes, from topless to the Full Monty, or double the fun with a duo.',
    'Prices include travel within central Pattaya. Shows in Jomtien, Naklua and beyond may carry a small travel surcharge.',
  ],
  phuket: [
    'Phuket shows are built for villas and holiday homes: a 15-minute strip routine and 45 minutes of interaction, with the performer bringing the costume and music.',
    'We cover Patong, Kata, Karon, Kamala, Surin, Bang Tao and Phuket Town. Remote villas beyond 15 km from the centre may carry a travel surcharge.',
  ],
};

// Phuket and Pattaya stripper mode: six questions.
const resortStripperFaq = (city: string, fromPrice: string): FaqItem[] => [
  {
    question: `How much does a male stripper cost in ${city}?`,
    answer: `${city} shows start from ${fromPrice} for a one-hour topless show. Underwear, Full Monty and duo shows are priced on the cards above.`,
  },
  {
    question: 'How long is the show?',
    answer: 'A standard show lasts 45-60 minutes: a 15-minute strip show and around 45 minutes of interaction, games and photos.',
  },
  {
    question: 'Where can the Full Monty be performed?',
    answer: 'The Full Monty is only for private villas and luxury events, never in public venues.',
  },
  {
    question: 'Can the performer come to our villa or hotel?',
    answer: `Yes, our performers travel to villas, hotel suites and party houses across ${city}. A travel surcharge may apply beyond 15 km from the city centre.`,
  },
  {
    question: 'How do we pay?',
    answer: 'A 30% advance online confirms the booking; the remaining 70% is paid in cash to the performer on the day.',
  },
  {
    question: 'Can we choose a costume?',
    answer: 'Yes. Each profile lists the performer’s costumes; tell us your theme when you book and we will make it happen.',
  },
];

// Bangkok stripper mode: the hens night section.
const bangkokHens = {
  heading: 'The Perfect Bangkok Hens Night',
  paragraphs: [
    'Bangkok has rooftop bars, riverside suites and a nightlife like nowhere else, and the best hens nights start with a private show before you head out. Our performers come to your hotel, condo or private room with the costume, the music and the confidence to make the bride-to-be blush.',
    'Pick a theme (firefighter, police officer, army officer or black tie), add a topless waiter to keep the drinks flowing, and leave the rest to us. There is no travel fee anywhere in central Bangkok.',
  ],
};

// Bangkok stripper mode: ten questions; fromPrice is the current price of the one-hour topless show.
const bangkokFaq = (fromPrice: string): FaqItem[] => [
  {
    question: 'How much does a male stripper cost in Bangkok?',
    answer: `Bangkok shows start from ${fromPrice} per performer for a one-hour topless show. Current prices for every package are shown on the cards above.`,
  },
  {
    question: 'How long does a show last?',
    answer:
      'A standard show lasts 45-60 minutes: a 15-minute strip show followed by 45 minutes of interaction. Packages with waiters or several performers last 2-3 hours.',
  },
  {
    question: 'Is there a travel fee in Bangkok?',
    answer: 'No extra fee applies in central Bangkok. Travel charges may apply for venues more than 15 km from the city centre.',
  },
  {
    question: 'How far ahead should we book?',
    answer: 'Book 1-2 weeks ahead for weekends. Same-week bookings are often possible, so ask us.',
  },
  {
    question: 'Can the show take place in a hotel?',
    answer:
      'Yes, most Bangkok shows take place in hotel suites or serviced apartments. Please check your hotel allows visitors to your room.',
  },
  {
    question: 'How does payment work?',
    answer: 'You pay a 30% advance online; the remaining 70% is paid in cash to the performer on the show day.',
  },
  {
    question: 'What is the difference between the packages?',
    answer:
      'TOPLESS ends with the shirt off, UNDERWEAR goes down to stylish briefs, FULL MONTY goes all the way (private villas and luxury events only), and DUO brings two performers.',
  },
  {
    question: 'Can we book several performers?',
    answer: 'Yes, shows of 2 to 4 performers can be booked for large groups. Combine strippers with topless waiters for a complete party.',
  },
  {
    question: 'Will the performer respect our boundaries?',
    answer: 'Always. Tell us what the bride is comfortable with and the performer will follow it. Nobody is ever pushed to take part.',
  },
  {
    question: 'Do we need to provide anything?',
    answer:
      'A space to perform, a chair for the guest of honour and, ideally, a speaker. If you have no sound system, let us know and the performer will bring one.',
  },
];

/** Title, description and keywords a search engine reads for a listing. */
export interface ListingSeo {
  title: string;
  description: string;
  keywords: string;
}

/**
 * What a city's male-strippers listing shows below its performers: the price list of the database
 * with a hens-night section, or the four fixed package cards with an about text (and a showcase).
 * The questions take the current price of the one-hour topless show.
 */
export type StripperListing =
  | { kind: 'price-list'; hens: { heading: string; paragraphs: string[] }; faq: (fromPrice: string) => FaqItem[] }
  | {
      kind: 'packages';
      about: string[];
      faq: (fromPrice: string) => FaqItem[];
      showcase?: { heading: string; text: string; services: string[] };
    };

/** The copy of one served city's listings. */
export interface CityPage {
  /** The male-strippers listing's search-engine set (the topless-waiters one is generated from the name). */
  stripperSeo: ListingSeo;
  /** Waiter mode: about text with two images. */
  waiterAbout: { paragraphs: string[]; images: [string, string] };
  /** Stripper mode below the performers. */
  strippers: StripperListing;
  /** Waiter packages that book under another title (spec section 9), by card title. */
  waiterBookingTitles?: Readonly<Record<string, string>>;
}

const shows = (city: City) => `from ${formatBaht(CITY_FACTS[city].priceRange[0])} to ${formatBaht(CITY_FACTS[city].priceRange[1])}`;

/** One entry per served city: the copy of its listings. */
export const CITY_PAGES: Record<City, CityPage> = {
  bangkok: {
    stripperSeo: {
      title: `Bangkok Male Strippers for Hens Nights & Private Parties | ${site.name}`,
      description: `Book professional male strippers in Bangkok for hens nights, birthdays and hotel parties. Topless, underwear, Full Monty and duo shows ${shows('bangkok')}.`,
      keywords:
        'Bangkok male strippers, male stripper Bangkok, hens night Bangkok, bachelorette party Bangkok, Bangkok strip show, hotel party entertainment',
    },
    waiterAbout: waiterAbout.bangkok,
    strippers: { kind: 'price-list', hens: bangkokHens, faq: bangkokFaq },
  },
  pattaya: {
    stripperSeo: {
      title: `Pattaya Male Strippers: The Ultimate Xperience | ${site.name}`,
      description: `Male strippers in Pattaya for hens nights, birthdays and pool villa parties in Jomtien, Naklua and central Pattaya. Shows ${shows('pattaya')}.`,
      keywords:
        'Pattaya male strippers, male stripper Pattaya, Pattaya hens night, Jomtien villa party, Pattaya bachelorette entertainment',
    },
    waiterAbout: waiterAbout.pattaya,
    strippers: {
      kind: 'packages',
      about: stripperAbout.pattaya,
      faq: (fromPrice) => resortStripperFaq('Pattaya', fromPrice),
      showcase: pattayaXperience,
    },
    waiterBookingTitles: { 'FULL PARTY MODE': 'TRIPLE THREAT' },
  },
  phuket: {
    stripperSeo: {
      title: `Phuket Male Strippers for Villa Parties & Hens Nights | ${site.name}`,
      description: `Male strippers in Phuket for villa parties, hens weekends and birthdays in Patong, Kata and Kamala. Shows ${shows('phuket')}.`,
      keywords: 'Phuket male strippers, male stripper Phuket, Phuket hens party, Patong bachelorette, Phuket villa party entertainment',
    },
    waiterAbout: waiterAbout.phuket,
    strippers: { kind: 'packages', about: stripperAbout.phuket, faq: (fromPrice) => resortStripperFaq('Phuket', fromPrice) },
  },
};
