/** The SQL of works-in.ts: the performers who work in a city, as a condition of a query on performers. */
import { eq, type SQL } from 'drizzle-orm';
import { performers } from '@db/schema';

/** The condition "performers.location is this city's key" (the rule of worksIn). */
export function worksInSql(city: string): SQL {
  return eq(performers.location, city);
}
