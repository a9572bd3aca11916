/** Test support: the bodies of a contact message and a performer's application as their forms send them, for tests that post through the routes. */

/** Jane Doe's custom request for a villa party; the call's own fields over it. */
export function contactBody<O extends object = object>(over: O = {} as O) {
  return { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', inquiryType: 'custom', message: 'A villa party.', ...over };
}

/** Krit (stage name Tiger), 25, applying in Bangkok to be a male stripper; the call's own fields over it. */
export function applicationBody<O extends object = object>(over: O = {} as O) {
  return {
    name: 'Krit',
    stageName: 'Tiger',
    email: 'krit@example.com',
    age: 25,
    location: 'bangkok',
    interestedIn: ['Becoming a Male Stripper'],
    ...over,
  };
}
