/** Fixed price cards of the city listings (spec sections 2 and 9): waiter packages, Phuket and Pattaya stripper shows. */
import type { City } from './cities';

/** A fixed card: title, subtitle, price (THB), description, and the title its booking link carries. */
export interface FixedCard {
  title: string;
  subtitle: string;
  price: number;
  description: string;
  bookingTitle?: string;
  popular?: boolean;
}

const waiterCopy = [
  { title: 'SEXY HOST', subtitle: '1 Topless Waiter · 2-hour booking', description: 'One charming topless waiter welcomes your guests, mixes drinks, runs party games and takes the photos, so the host can enjoy her own party.' },
  { title: 'DOUBLE TROUBLE', subtitle: '2 Topless Waiters · 2-hour booking', description: 'Two topless waiters keep the glasses full and the energy high. Ideal for groups of ten to twenty guests.', popular: true },
  { title: 'FULL PARTY MODE', subtitle: '3 Topless Waiters · 2-hour booking', description: 'Three waiters take over the hosting of your villa or suite party: service, games, dancing and a lot of laughter.' },
  { title: 'TOTAL DOMINATION', subtitle: '4 Topless Waiters · 2-hour booking', description: 'Four topless waiters for the ultimate celebration. Built for big birthdays, VIP evenings and unforgettable hens weekends.' },
];

const waiterPrices: Record<City, number[]> = {
  bangkok: [6000, 11000, 16000, 21000],
  pattaya: [7000, 13000, 18000, 23000],
  phuket: [8000, 15000, 21000, 27000],
};

/** The four topless-waiter packages of a city. Pattaya's third card books as TRIPLE THREAT (spec section 9). */
export function waiterCards(city: City): FixedCard[] {
  return waiterCopy.map((card, i) => ({
    ...card,
    price: waiterPrices[city][i]!,
    bookingTitle: city === 'pattaya' && card.title === 'FULL PARTY MODE' ? 'TRIPLE THREAT' : card.title,
  }));
}

const stripperCopy = [
  { title: 'TOPLESS', subtitle: '1 Male Stripper · 1 hour', description: 'A 15-minute topless strip routine followed by 45 minutes of games, photos and interaction with the guest of honour.' },
  { title: 'UNDERWEAR', subtitle: '1 Male Stripper · 1 hour', description: 'Our most booked show: the routine goes down to stylish underwear, with cheeky audience participation and a spotlight moment for the bride.', popular: true },
  { title: 'FULL MONTY', subtitle: '1 Male Stripper · 1 hour', description: 'The complete show, all the way, performed with taste. Available only for private villas and luxury events.' },
  { title: 'DUO', subtitle: '2 Male Strippers · 1 hour', description: 'Two performers and a choreographed routine, then interaction with the whole group. Perfect for big hens parties.' },
];

const stripperPrices: Record<'pattaya' | 'phuket', number[]> = {
  pattaya: [8000, 11000, 16000, 20000],
  phuket: [10000, 13000, 18000, 25000],
};

/** The fixed TOPLESS / UNDERWEAR / FULL MONTY / DUO cards of Phuket and Pattaya. */
export function fixedStripperCards(city: 'pattaya' | 'phuket'): FixedCard[] {
  return stripperCopy.map((card, i) => ({ ...card, price: stripperPrices[city][i]! }));
}
