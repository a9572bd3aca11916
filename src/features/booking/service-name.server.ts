/** A stored booking's services by name, as the admin reads them in lists, the calendar, its feed and the CSV. */
import { serviceTitles } from '@/content/services';
import { parseServices } from './booking.server';

/** Every service the customer chose, 'TOPLESS + DOUBLE TROUBLE'; the stored serviceType when none are stored. */
export function serviceName(row: { additionalData: string | null; serviceType: string }): string {
  const services = parseServices(row.additionalData);
  return (
    (services && serviceTitles(String(services.selectedMaleStripper), String(services.selectedToplessWaiter)).join(' + ')) ||
    row.serviceType
  );
}
