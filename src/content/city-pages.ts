/** Copy of the city listings (spec section 2, City listing), per mode and city, in English and Thai. */
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

/** The intro paragraph in Thai, per mode; {city} is replaced by the city name. */
export const listingIntroTh = {
  'male-strippers':
    'พบกับหนุ่มโชว์ที่จะทำให้ปาร์ตี้สละโสด วันเกิด และปาร์ตี้ส่วนตัวใน{city}เป็นค่ำคืนที่ไม่มีใครลืม หนุ่มๆ ทุกคนเป็นมืออาชีพที่เราคัดมาแล้ว มาตรงเวลา พร้อมชุดและเพลง เลือกหนุ่มที่ถูกใจด้านล่าง หรือเลือกแพ็กเกจแล้วให้เราจับคู่หนุ่มที่ใช่กับกลุ่มของคุณ',
  'topless-waiters':
    'บริกรหนุ่มเปลือยท่อนบนของเราใน{city} เสิร์ฟเครื่องดื่ม ชวนเล่นเกม ถ่ายรูปกับแขก และทำให้ปาร์ตี้ไม่มีสะดุด มีเสน่ห์ หุ่นดี และเป็นมืออาชีพเสมอ จองหนึ่งคนสำหรับงานเล็กๆ อบอุ่น หรือสูงสุดสี่คนสำหรับปาร์ตี้สุดมันส์',
} as const;

/** Waiter mode's five questions in Thai; `saving` as in waiterFaq. */
export const waiterFaqTh = (city: string, saving: number): FaqItem[] => [
  {
    question: 'บริกรหนุ่มเปลือยท่อนบนทำอะไรบ้าง',
    answer: `บริกรหนุ่มของเราใน${city}ต้อนรับแขก เสิร์ฟเครื่องดื่ม ชวนเล่นเกมปาร์ตี้ และถ่ายรูปให้ทุกคน พวกเขาเป็นโฮสต์ ไม่ใช่นักเปลื้องผ้า และเปลือยเฉพาะท่อนบน สวมกางเกงขายาวหรือขาสั้นเรียบร้อย`,
  },
  {
    question: 'จองบริกรได้นานแค่ไหน',
    answer: 'ทุกแพ็กเกจเป็นการจอง 2 ชั่วโมง ขอต่อเวลาได้ในคืนนั้นหากหนุ่มๆ ยังว่าง',
  },
  {
    question: 'ต้องใช้บริกรกี่คน',
    answer: 'บริกรหนึ่งคนดูแลแขกได้สบายๆ ถึงสิบคน ถ้ากลุ่มใหญ่กว่านั้น เลือก DOUBLE TROUBLE, FULL PARTY MODE หรือ TOTAL DOMINATION ที่มีบริกรสองถึงสี่คน',
  },
  {
    question: 'เราต้องเตรียมเครื่องดื่มเองไหม',
    answer: 'ใช่ค่ะ คุณเตรียมเครื่องดื่มและแก้ว ส่วนบริกรจะเสิร์ฟ ผสมค็อกเทลง่ายๆ และดูแลให้ทุกอย่างเรียบร้อย',
  },
  {
    question: 'จองบริกรพร้อมโชว์เปลื้องผ้าได้ไหม',
    answer: `ได้ค่ะ หลายกลุ่มจองบริกรไว้ทั้งค่ำคืน แล้วเพิ่มหนุ่มโชว์เป็นไฮไลต์ของงาน${saving > 0 ? ` ถ้าหนุ่มคนเดียวกันทำทั้งสองอย่าง คุณจะประหยัดค่าบริการบริกรได้ ${formatBaht(saving)}` : ''}`,
  },
];

// Phuket and Pattaya stripper mode: the six questions in Thai.
const resortStripperFaqTh = (city: string, fromPrice: string): FaqItem[] => [
  {
    question: `จ้างหนุ่มโชว์ใน${city}ราคาเท่าไร`,
    answer: `โชว์ใน${city}เริ่มต้นที่ ${fromPrice} สำหรับโชว์เปลือยท่อนบนหนึ่งชั่วโมง ราคาโชว์ชุดชั้นใน ฟูลมอนตี้ และโชว์คู่ ดูได้ที่การ์ดด้านบน`,
  },
  {
    question: 'โชว์ยาวนานแค่ไหน',
    answer: 'โชว์มาตรฐานยาว 45-60 นาที โชว์เปลื้องผ้า 15 นาที และอีกประมาณ 45 นาทีของการเล่นกับแขก เกม และถ่ายรูป',
  },
  {
    question: 'โชว์ฟูลมอนตี้จัดได้ที่ไหนบ้าง',
    answer: 'โชว์ฟูลมอนตี้จัดได้เฉพาะในวิลล่าส่วนตัวและงานอีเวนต์ระดับหรูเท่านั้น ไม่จัดในสถานที่สาธารณะ',
  },
  {
    question: 'หนุ่มโชว์มาที่วิลล่าหรือโรงแรมของเราได้ไหม',
    answer: `ได้ค่ะ หนุ่มๆ ของเราไปถึงวิลล่า ห้องสวีทในโรงแรม และบ้านปาร์ตี้ทั่ว${city} หากไกลจากตัวเมืองเกิน 15 กม. อาจมีค่าเดินทางเพิ่ม`,
  },
  {
    question: 'ชำระเงินอย่างไร',
    answer: 'ชำระมัดจำ 30% ทางออนไลน์เพื่อยืนยันการจอง ส่วนที่เหลือ 70% จ่ายเป็นเงินสดให้หนุ่มโชว์ในวันงาน',
  },
  {
    question: 'เลือกชุดได้ไหม',
    answer: 'ได้ค่ะ ในโปรไฟล์ของหนุ่มแต่ละคนมีรายการชุดที่เขามี บอกธีมของคุณตอนจอง แล้วเราจะจัดให้',
  },
];

// Bangkok stripper mode: the ten questions in Thai; fromPrice as in bangkokFaq.
const bangkokFaqTh = (fromPrice: string): FaqItem[] => [
  {
    question: 'จ้างหนุ่มโชว์ในกรุงเทพฯ ราคาเท่าไร',
    answer: `โชว์ในกรุงเทพฯ เริ่มต้นที่ ${fromPrice} ต่อหนุ่มหนึ่งคน สำหรับโชว์เปลือยท่อนบนหนึ่งชั่วโมง ราคาปัจจุบันของทุกแพ็กเกจอยู่ในการ์ดด้านบน`,
  },
  {
    question: 'โชว์หนึ่งรอบยาวแค่ไหน',
    answer: 'โชว์มาตรฐานยาว 45-60 นาที โชว์เปลื้องผ้า 15 นาที ตามด้วยอีก 45 นาทีของการเล่นกับแขก แพ็กเกจที่มีบริกรหรือหนุ่มหลายคนยาว 2-3 ชั่วโมง',
  },
  {
    question: 'ในกรุงเทพฯ มีค่าเดินทางไหม',
    answer: 'ไม่มีค่าใช้จ่ายเพิ่มในใจกลางกรุงเทพฯ สถานที่ที่ไกลจากใจกลางเมืองเกิน 15 กม. อาจมีค่าเดินทาง',
  },
  {
    question: 'ควรจองล่วงหน้านานแค่ไหน',
    answer: 'สำหรับวันหยุดสุดสัปดาห์ ควรจองล่วงหน้า 1-2 สัปดาห์ การจองภายในสัปดาห์เดียวกันก็มักทำได้ ลองถามเราได้เลย',
  },
  {
    question: 'จัดโชว์ในโรงแรมได้ไหม',
    answer: 'ได้ค่ะ โชว์ส่วนใหญ่ในกรุงเทพฯ จัดในห้องสวีทของโรงแรมหรือเซอร์วิสอพาร์ตเมนต์ กรุณาตรวจสอบว่าโรงแรมอนุญาตให้มีผู้มาเยี่ยมที่ห้อง',
  },
  {
    question: 'ชำระเงินอย่างไร',
    answer: 'ชำระมัดจำ 30% ทางออนไลน์ ส่วนที่เหลือ 70% จ่ายเป็นเงินสดให้หนุ่มโชว์ในวันงาน',
  },
  {
    question: 'แต่ละแพ็กเกจต่างกันอย่างไร',
    answer: 'TOPLESS จบที่ถอดเสื้อ UNDERWEAR ไปจนเหลือกางเกงในเท่ๆ FULL MONTY ไปจนสุด (เฉพาะวิลล่าส่วนตัวและงานระดับหรู) และ DUO มาพร้อมหนุ่มสองคน',
  },
  {
    question: 'จองหนุ่มหลายคนได้ไหม',
    answer: 'ได้ค่ะ กลุ่มใหญ่จองโชว์ 2 ถึง 4 คนได้ และจะจองบริกรเปลือยท่อนบนเพิ่มด้วยก็ได้ ให้ปาร์ตี้ครบสูตร',
  },
  {
    question: 'หนุ่มโชว์จะเคารพขอบเขตของเราไหม',
    answer: 'แน่นอนค่ะ บอกเราว่าเจ้าสาวสบายใจแค่ไหน หนุ่มโชว์จะทำตามนั้น ไม่มีใครถูกบังคับให้ร่วมสนุกเลย',
  },
  {
    question: 'เราต้องเตรียมอะไรบ้าง',
    answer: 'พื้นที่สำหรับโชว์ เก้าอี้หนึ่งตัวสำหรับคนสำคัญของงาน และถ้ามีลำโพงก็จะดีมาก ถ้าไม่มีเครื่องเสียง บอกเราได้ หนุ่มโชว์จะนำมาเอง',
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
  /** The same copy in Thai (the waiter photos are the English entry's); a city without it shows its English copy on Thai pages. */
  th?: { stripperSeo: ListingSeo; waiterAbout: string[]; strippers: StripperListing };
}

const showsTh = (city: City) => `ราคาเริ่มต้น ${formatBaht(CITY_FACTS[city].priceRange[0])} ถึง ${formatBaht(CITY_FACTS[city].priceRange[1])}`;
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
    th: {
      stripperSeo: {
        title: `หนุ่มโชว์กรุงเทพฯ สำหรับปาร์ตี้สละโสดและปาร์ตี้ส่วนตัว | ${site.name}`,
        description: `จองหนุ่มโชว์มืออาชีพในกรุงเทพฯ สำหรับปาร์ตี้สละโสด วันเกิด และปาร์ตี้ในโรงแรม โชว์ท่อนบน ชุดชั้นใน ฟูลมอนตี้ และโชว์คู่ ${showsTh('bangkok')}`,
        keywords: 'หนุ่มโชว์ กรุงเทพ, โชว์เปลื้องผ้าผู้ชาย กรุงเทพ, ปาร์ตี้สละโสด กรุงเทพ, ปาร์ตี้สละโสดเจ้าสาว, โชว์ส่วนตัวในโรงแรม',
      },
      waiterAbout: [
        'บริกรหนุ่มเปลือยท่อนบนคือวิธีที่ง่ายที่สุดที่จะเปลี่ยนวงดื่มเล็กๆ ในคอนโดหรือห้องสวีทให้กลายเป็นปาร์ตี้เต็มรูปแบบ เขาต้อนรับแขกที่หน้าประตู ผสมและเสิร์ฟเครื่องดื่ม ชวนเล่นเกม และดูแลให้คนสำคัญของงานเป็นจุดสนใจตลอดคืน',
        'บริกรของเราในกรุงเทพฯ ไปได้ทุกที่ ตั้งแต่รูฟท็อปย่านสุขุมวิทถึงคอนโดริมแม่น้ำ และไม่มีค่าเดินทางในใจกลางกรุงเทพฯ จะเพิ่มโชว์หนุ่มเปลื้องผ้าเข้าไปด้วยก็ได้ ให้ค่ำคืนนี้ครบทุกรส',
      ],
      strippers: {
        kind: 'price-list',
        hens: {
          heading: 'ปาร์ตี้สละโสดในกรุงเทพฯ ที่ลงตัวที่สุด',
          paragraphs: [
            'กรุงเทพฯ มีทั้งรูฟท็อปบาร์ ห้องสวีทริมแม่น้ำ และชีวิตกลางคืนที่ไม่เหมือนที่ไหน ปาร์ตี้สละโสดที่ดีที่สุดจึงเริ่มด้วยโชว์ส่วนตัวก่อนออกไปสนุกกันต่อ หนุ่มๆ ของเราไปถึงโรงแรม คอนโด หรือห้องส่วนตัวของคุณ พร้อมชุด เพลง และความมั่นใจที่ทำให้ว่าที่เจ้าสาวต้องหน้าแดง',
            'เลือกธีมได้ตามใจ นักดับเพลิง ตำรวจ ทหาร หรือสูทผูกโบว์ดำ เพิ่มบริกรหนุ่มเปลือยท่อนบนให้เครื่องดื่มไม่ขาดแก้ว แล้วที่เหลือปล่อยให้เราดูแล ไม่มีค่าเดินทางทุกที่ในใจกลางกรุงเทพฯ',
          ],
        },
        faq: bangkokFaqTh,
      },
    },
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
    th: {
      stripperSeo: {
        title: `หนุ่มโชว์พัทยา: The Ultimate Xperience | ${site.name}`,
        description: `หนุ่มโชว์ในพัทยาสำหรับปาร์ตี้สละโสด วันเกิด และปาร์ตี้พูลวิลล่า ทั้งจอมเทียน นาเกลือ และใจกลางพัทยา ${showsTh('pattaya')}`,
        keywords: 'หนุ่มโชว์ พัทยา, โชว์เปลื้องผ้าผู้ชาย พัทยา, ปาร์ตี้สละโสด พัทยา, ปาร์ตี้พูลวิลล่า จอมเทียน',
      },
      waiterAbout: [
        'ปาร์ตี้ที่พัทยาเริ่มเร็วและเลิกดึก บริกรหนุ่มเปลือยท่อนบนของเราช่วยให้วิลล่าหรือบ้านปาร์ตี้ของคุณคึกคักตลอดคืน ทั้งเครื่องดื่มริมสระ เพลง เกม และรูปสวยๆ ให้แชร์ในกลุ่มไลน์',
        'รวมค่าเดินทางในใจกลางพัทยาแล้ว ส่วนจอมเทียน นาเกลือ และพระตำหนักก็อยู่ห่างไปเพียงไม่กี่นาที',
      ],
      strippers: {
        kind: 'packages',
        about: [
          'ทุกโชว์ในพัทยาเป็นแบบคลาสสิกหนึ่งชั่วโมง โชว์เปลื้องผ้า 15 นาที ตามด้วยอีก 45 นาทีของการเล่นกับแขก เกม และถ่ายรูป เลือกได้ว่าจะไปไกลแค่ไหน ตั้งแต่เปลือยท่อนบนถึงฟูลมอนตี้ หรือจะเพิ่มความสนุกเป็นสองเท่ากับโชว์คู่',
          'ราคารวมค่าเดินทางในใจกลางพัทยาแล้ว โชว์ที่จอมเทียน นาเกลือ และไกลออกไปอาจมีค่าเดินทางเพิ่มเล็กน้อย',
        ],
        faq: (fromPrice) => resortStripperFaqTh('พัทยา', fromPrice),
        showcase: {
          heading: 'The Ultimate Xperience',
          text: 'ไม่มีที่ไหนในไทยจัดปาร์ตี้ได้ยิ่งใหญ่เท่าพัทยา และ Ultimate Xperience คือคำตอบของเรา ความบันเทิงเต็มค่ำคืนที่วางแผนมาเพื่อกลุ่มของคุณ ตั้งแต่แก้วแรกจนถึงโชว์ส่งท้าย',
          services: [
            'โชว์เปลื้องผ้าตามธีม เลือกชุดได้ตามใจ',
            'บริกรหนุ่มเปลือยท่อนบนสำหรับปาร์ตี้วิลล่าและริมสระ',
            'โชว์คู่สำหรับปาร์ตี้สละโสดกลุ่มใหญ่',
            'โชว์ฟูลมอนตี้สำหรับวิลล่าส่วนตัว',
            'เซอร์ไพรส์วันเกิดและโชว์ถึงห้องในโรงแรม',
          ],
        },
      },
    },
  },
  phuket: {
    stripperSeo: {
      title: `Phuket Male Strippers for Villa Parties & Hens Nights | ${site.name}`,
      description: `Male strippers in Phuket for villa parties, hens weekends and birthdays in Patong, Kata and Kamala. Shows ${shows('phuket')}.`,
      keywords: 'Phuket male strippers, male stripper Phuket, Phuket hens party, Patong bachelorette, Phuket villa party entertainment',
    },
    waiterAbout: waiterAbout.phuket,
    strippers: { kind: 'packages', about: stripperAbout.phuket, faq: (fromPrice) => resortStripperFaq('Phuket', fromPrice) },
    th: {
      stripperSeo: {
        title: `หนุ่มโชว์ภูเก็ต สำหรับปาร์ตี้วิลล่าและปาร์ตี้สละโสด | ${site.name}`,
        description: `หนุ่มโชว์ในภูเก็ตสำหรับปาร์ตี้วิลล่า ทริปสละโสด และวันเกิด ทั้งป่าตอง กะตะ และกมลา ${showsTh('phuket')}`,
        keywords: 'หนุ่มโชว์ ภูเก็ต, โชว์เปลื้องผ้าผู้ชาย ภูเก็ต, ปาร์ตี้สละโสด ภูเก็ต, ปาร์ตี้พูลวิลล่า ภูเก็ต',
      },
      waiterAbout: [
        'พูลวิลล่าในภูเก็ตคู่ควรกับโฮสต์ที่ดูดีไม่แพ้กัน บริกรหนุ่มเปลือยท่อนบนของเราเสิร์ฟค็อกเทล ชวนเล่นเกม และดูแลแขกทุกคน ตั้งแต่ป่าตองและกะตะ ไปจนถึงกมลา สุรินทร์ และบางเทา',
        'จองให้มาต้อนรับตอนพระอาทิตย์ตก ร่วมดินเนอร์วันเกิด หรืออยู่ด้วยกันทั้งคืน แล้วเพิ่มโชว์เปลื้องผ้าปิดท้ายค่ำคืนอย่างมีสไตล์',
      ],
      strippers: {
        kind: 'packages',
        about: [
          'โชว์ในภูเก็ตออกแบบมาเพื่อวิลล่าและบ้านพักตากอากาศ โชว์เปลื้องผ้า 15 นาที และอีก 45 นาทีของการเล่นกับแขก โดยหนุ่มโชว์เตรียมชุดและเพลงมาเอง',
          'เราให้บริการทั้งป่าตอง กะตะ กะรน กมลา สุรินทร์ บางเทา และตัวเมืองภูเก็ต วิลล่าที่อยู่ไกลจากตัวเมืองเกิน 15 กม. อาจมีค่าเดินทางเพิ่ม',
        ],
        faq: (fromPrice) => resortStripperFaqTh('ภูเก็ต', fromPrice),
      },
    },
  },
};
