/** The booking reference customers and the admin see: the last 8 characters of the id, upper-cased. */
export function bookingReference(id: string): string {
  return id.slice(-8).toUpperCase();
}
