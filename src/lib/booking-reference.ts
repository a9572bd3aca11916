/** The booking reference customers and the admin see: the last 8 characters of the id, upper-cased. */
export function bookingReference(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** True for a well-formed UUID (booking ids are random v4 UUIDs). */
export function isBookingId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
