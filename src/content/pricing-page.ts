/** Copy of the pricing page (spec section 2, Pricing page). */

/** Travelling info paragraphs. */
export const travellingInfo = [
  'Prices include travel within the city centre. A travel surcharge applies to venues more than 15 km from the city centre, and remote locations (islands, national parks, out-of-town resorts) are quoted individually.',
  'In Pattaya, travel within central Pattaya is included. In Phuket, the centre means Patong, Kata, Karon and Phuket Town; villas further out may carry a surcharge that we confirm before you pay anything.',
];

/** Booking Confirmation Policy points. */
export const confirmationPolicy = [
  'Your booking is confirmed once the 30% advance is paid online. You receive a confirmation e-mail with your booking reference.',
  'The remaining 70% is paid in cash to the performer on the day of the show, before the performance starts.',
  'Please give the correct address, venue type and start time. Performers wait up to 20 minutes for a late start; after that, the show time is shortened.',
  'Date changes are free with at least 72 hours’ notice, subject to availability. The advance is non-refundable for cancellations within 72 hours of the event.',
];

/** The stats block. */
export const pricingStats = [
  { value: '15+', label: 'Professional Performers' },
  { value: '3', label: 'Major Cities Covered' },
  { value: '24/7', label: 'Booking Support' },
];
