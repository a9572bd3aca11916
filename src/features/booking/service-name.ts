/**
 * A booking's services as the lists name them ('TOPLESS + DOUBLE TROUBLE'), read from its additionalData without
 * its zod schema (booking-data.ts): the agency's bookings list loads no validation library for a column. It reads
 * the services part exactly as readBookingData does (service-name.test.ts compares the two on awkward rows).
 */
import { serviceTitles } from '@/content/services';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A service key as stored, or 'none' when it is not text (readBookingData's serviceKey). */
const serviceKey = (value: unknown): string => (typeof value === 'string' ? value : 'none');

/** The services part of additionalData, or null when the text, or its services, is not an object. */
function storedServices(text: string | null): { selectedMaleStripper: string; selectedToplessWaiter: string } | null {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  const services = isRecord(stored) ? stored.services : null;
  if (!isRecord(services)) return null;
  return {
    selectedMaleStripper: serviceKey(services.selectedMaleStripper),
    selectedToplessWaiter: serviceKey(services.selectedToplessWaiter),
  };
}

/** Every service a booking chose, 'TOPLESS + DOUBLE TROUBLE'; the stored serviceType when none are stored (lists, calendar, CSV). */
export function serviceName(row: { additionalData: string | null; serviceType: string }): string {
  const services = storedServices(row.additionalData);
  return (services && serviceTitles(services.selectedMaleStripper, services.selectedToplessWaiter).join(' + ')) || row.serviceType;
}
