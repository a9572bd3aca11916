/** Copy of the About page (spec section 2, About page). */
import type { FaqItem } from '@/content/faq-item';

/** Hens nights city by city. */
export const aboutCities = [
  {
    title: 'Hens nights in Bangkok',
    text: 'From rooftop suites on Sukhumvit to riverside hotels and private condos, Bangkok is where we started. Our largest team performs here every night of the week, with no travel fee anywhere in the centre.',
  },
  {
    title: 'Hens nights in Phuket',
    text: 'Phuket is all about pool villas, sunset parties and long weekends in Patong, Kata, Kamala and Bang Tao. Our Phuket performers are used to beach-house stages and outdoor sound systems.',
  },
  {
    title: 'Hens nights in Pattaya',
    text: 'Pattaya brings the Ultimate Xperience: lively crowds, Jomtien villas and party houses in Naklua. Travel within central Pattaya is included in the price.',
  },
  {
    title: 'Other cities',
    text: 'Celebrating somewhere else? Performers can travel to Chiang Mai, Hua Hin and Koh Samui on request. Contact us with the date and venue and we will arrange the details.',
  },
];

/** Six reasons to choose us. */
export const aboutReasons = [
  {
    title: 'Vetted performers',
    text: 'We meet every performer in person, check references and watch them work before they join the team.',
  },
  { title: 'Respect first', text: 'Our performers read the room, follow your rules and never push anyone further than they want to go.' },
  { title: 'Clear prices', text: 'Prices are published for every city. You pay a 30% advance online and the rest in cash on the night.' },
  { title: 'Punctual and prepared', text: 'Performers bring their own costumes and music and arrive on time, ready to start.' },
  { title: 'Complete discretion', text: 'Your details stay private, and so does your party. We never post photos without permission.' },
  { title: 'Real support', text: 'Our team answers every day from 10:00 AM to 2:00 AM, before, during and after your event.' },
];

/** The private-party types we cover. */
export const partyTypes = [
  'Hens nights and bachelorette parties',
  'Birthdays and milestone celebrations',
  "Girls' nights in and out",
  'Private villa and pool parties',
  'Hotel suite surprises',
  'Corporate and VIP events',
];

/** How It Works: four steps. */
export const howItWorks = [
  {
    title: 'Choose your city',
    text: 'Select Bangkok, Pattaya or Phuket to see the performers and prices available where your party takes place.',
  },
  {
    title: 'Select your performer',
    text: 'Browse profiles, photos and costumes, and pick the stripper or topless waiter who suits your group.',
  },
  {
    title: 'Pick your package',
    text: 'Topless, underwear, Full Monty or duo shows, or two hours of topless waiter service for one to four waiters.',
  },
  {
    title: 'Book online',
    text: 'Enter your event details and pay the 30% advance. We confirm by e-mail and the rest is paid in cash on the day.',
  },
];

/** The six About page questions. */
export const aboutFaq: FaqItem[] = [
  {
    question: 'Are your performers professionals?',
    answer:
      'Yes. Every performer is an experienced dancer or host who has been interviewed and vetted by our team, and performs regularly at private events.',
  },
  {
    question: 'What is included in a standard show?',
    answer:
      'A classic 1-hour show: a 15-minute strip routine followed by 45 minutes of interaction, party games and photos with the guest of honour and her friends.',
  },
  {
    question: 'Where can you perform?',
    answer:
      'Private residences, hotel suites, villas, bars and function rooms in Bangkok, Pattaya and Phuket. Chiang Mai, Hua Hin and Koh Samui are available on request.',
  },
  {
    question: 'Is the Full Monty available everywhere?',
    answer: 'The Full Monty is offered only for private villas and luxury events, where the venue and the guests are fully private.',
  },
  {
    question: 'Do we need a sound system?',
    answer: 'It helps, but it is not essential. Let us know when you book and the performer will bring a portable speaker if needed.',
  },
  {
    question: 'What if we need to change the date?',
    answer:
      'Contact us as early as possible. We will move your booking to a new date whenever a performer is available, and keep your advance towards it.',
  },
];
