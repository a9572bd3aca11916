/** The shapes the admin API answers (issue 6), as the browser receives them (dates as ISO text). */

/** A performer as the admin list returns it (unavailable ones included). */
export interface AdminPerformer {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  additionalImages: string[];
  tags: string[];
  isAvailable: boolean;
  location: string;
  height: string;
  eyeColor: string;
  hairColor: string;
  tattoos: string;
  costumes: string[];
  availableFor: string[];
  displayOrder: number;
  createdAt: string;
}

/** A booking with the performers it holds. */
export interface AdminBooking {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  performerId: string | null;
  performerName: string | null;
  serviceType: string;
  performanceStyle: string;
  occasion: string | null;
  eventDate: string;
  eventTime: string;
  duration: number;
  totalPrice: number;
  specialRequests: string | null;
  location: string | null;
  address: string | null;
  venueType: string | null;
  soundSystem: string | null;
  additionalData: string | null;
  status: string;
  createdAt: string;
  stripperIds: string[];
  waiterIds: string[];
  /** unpaid, reported, received or refunded (issue 9). */
  advanceStatus: string;
  /** When the customer last pressed 'I have paid'. */
  advanceReportedAt: string | null;
  /** When the 24-hour reminder went out. */
  reminderSentAt: string | null;
  /** The admin-only address of the transfer slip, or null without one. */
  advanceSlipUrl: string | null;
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** A pricing parameter. */
export interface PricingParameter {
  id: string;
  parameterType: string;
  location: string;
  serviceType: string;
  value: number;
  isActive: boolean;
  createdAt: string;
}

/** A service price (pricing card). */
export interface ServicePrice {
  id: string;
  category: string;
  title: string;
  subtitle: string;
  price: number;
  duration: number;
  description: string;
  isActive: boolean;
  isPopular: boolean;
  location: string;
}

/** A contact-form message. */
export interface ContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  inquiryType: string;
  message: string;
  status: string;
  createdAt: string;
}

/** A performer's application. */
export interface Application {
  id: string;
  name: string;
  stageName: string;
  email: string;
  phone: string | null;
  age: string;
  location: string;
  interestedIn: string[];
  additionalDetails: string | null;
  status: string;
  createdAt: string;
}
