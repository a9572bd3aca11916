// Distinct valid bodies for the POST /api/contacts and /api/applications loads, each from a client
// address of its own (the server runs with TRUST_PROXY here), so the per-client limit of 5 per 10
// minutes is not what is measured.

/** A client address unique to request n of one form; `net` keeps the forms (and bookings, 10.x) apart. */
const clientOf = (net, n) => `${net}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Returns next(): the body of the next contact inquiry and its client address. */
export function contactSource() {
  let i = 0;
  return () => {
    const n = i++;
    const body = JSON.stringify({
      firstName: 'Bench',
      lastName: `Contact ${n}`,
      email: `contact${n}@example.com`,
      phone: '+66 81 234 5678',
      inquiryType: 'booking',
      message: 'A hens party for twelve in Bangkok next month; what would you suggest?',
    });
    return { body, client: clientOf(11, n) };
  };
}

/** Returns next(): the body of the next performer application and its client address. */
export function applicationSource() {
  let i = 0;
  return () => {
    const n = i++;
    const body = JSON.stringify({
      name: `Bench Applicant ${n}`,
      stageName: `Bench ${n}`,
      email: `applicant${n}@example.com`,
      phone: '+66 81 234 5678',
      location: 'pattaya',
      interestedIn: ['Becoming a Male Stripper'],
      age: '27',
      additionalDetails: 'Three years on stage in Pattaya.',
    });
    return { body, client: clientOf(12, n) };
  };
}
