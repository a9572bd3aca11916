/**
 * The database schema (SQLite, drizzle). Column names are snake_case in SQL, camelCase in code.
 * Money is integer THB; timestamps are milliseconds since the epoch; lists are JSON text.
 * Generate a migration after changing this file: `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOCALES, type Locale, type PanelLocale } from './locales';
import type { AdvanceStatus, BookingStatus, InboxStatus, ShareStatus } from './statuses';

// Re-exported so that code reading rows names a status type where it names the table.
export type { AdvanceStatus, BookingStatus, InboxStatus } from './statuses';
/** The part a performer plays in a booking. */
export type PerformerRole = 'stripper' | 'waiter';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const jsonList = (name: string) =>
  text(name, { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);
/** The language a row's e-mails and pages are in (db/locales.ts), the base one (the list's first) when none was given. */
const locale = () => text('locale').$type<Locale>().notNull().default(LOCALES[0]);
/** The columns an inbox table (contacts, applications) ends with: the agency's status, the sender's language, when it came. */
const inboxColumns = () => ({
  status: text('status').$type<InboxStatus>().notNull().default('new'),
  /** The language of the page it was sent from: the e-mails to the sender are written in it. */
  locale: locale(),
  createdAt: createdAt(),
});
/** An inbox table's indexes: its list newest first, by status, and by address whatever its case (the customer's data download and erasure). */
const inboxIndexes = (
  table: string,
  t: { id: AnySQLiteColumn; status: AnySQLiteColumn; createdAt: AnySQLiteColumn; email: AnySQLiteColumn },
) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_status_created_idx`).on(t.status, t.createdAt, t.id),
  index(`${table}_email_idx`).on(sql`lower(${t.email})`),
];

/** A performer (spec section 3). */
export const performers = sqliteTable(
  'performers',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The bio in Thai, optional: the Thai profile shows the English description, marked as English, without it. */
    bioTh: text('bio_th'),
    imageUrl: text('image_url').notNull(),
    additionalImages: jsonList('additional_images'),
    tags: jsonList('tags'),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    /**
     * The key of the city the performer works in ('bangkok', 'koh-samui'; features/performers/works-in.ts).
     * Every writer gives it; the SQL default is migration 0000's display name, kept because changing a
     * default rebuilds the table, which would cascade to the performers' bookings.
     */
    location: text('location').notNull().default('Bangkok'),
    height: text('height').notNull().default("5'10"),
    eyeColor: text('eye_color').notNull().default('Brown'),
    hairColor: text('hair_color').notNull().default('Brown'),
    tattoos: text('tattoos').notNull().default('None'),
    costumes: jsonList('costumes'),
    /** The languages he speaks, as written ('English', 'Thai'); the profile lists them when there are any. */
    languages: jsonList('languages'),
    availableFor: jsonList('available_for'),
    displayOrder: integer('display_order').notNull().default(0),
    /** Private address the performer signs in with and gets their bookings at (lower-cased); never public. */
    email: text('email'),
    /** The language of the portal page the performer last asked a sign-in link from (db/locales.ts): their notices are written in it. */
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [index('performers_public_idx').on(t.isAvailable, t.displayOrder), uniqueIndex('performers_email_idx').on(t.email)],
);

/** A booking request and, once the admin confirms it, the booked show (spec section 3). */
export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    // Its performers are not columns of the booking: they are stored once, in booking_performers (migration 0026
    // dropped the copies in performer_id, performer_name and additionalData).
    serviceType: text('service_type').notNull(),
    performanceStyle: text('performance_style').notNull(),
    occasion: text('occasion'),
    /** Calendar date of the event, YYYY-MM-DD (Asia/Bangkok). */
    eventDate: text('event_date').notNull(),
    /** Start time of the event, HH:MM (24-hour, Asia/Bangkok). */
    eventTime: text('event_time').notNull(),
    /** Length of the show in minutes. */
    duration: integer('duration').notNull(),
    totalPrice: integer('total_price').notNull(),
    /**
     * The advance (paid online) and the cash (paid on the day) agreed for the total: stored when the money is
     * agreed (features/booking-life/payment-split.ts), always adding up to totalPrice, and read, never recomputed.
     * The default 0 is only there so the column could be added; every writer sets both (migration 0014 filled the old rows).
     */
    advanceAmount: integer('advance_amount').notNull().default(0),
    /** The cash of the total paid on the show day: totalPrice − advanceAmount. */
    cashAmount: integer('cash_amount').notNull().default(0),
    /**
     * The advance rate (whole percent) advanceAmount is of totalPrice; null when it is not one: a split the
     * agency set by hand, or a paid advance kept through a change of total. A change of the rate reprices only
     * unpaid upcoming bookings whose advance still follows a rate.
     */
    advancePercent: integer('advance_percent'),
    specialRequests: text('special_requests'),
    location: text('location'),
    address: text('address'),
    venueType: text('venue_type'),
    soundSystem: text('sound_system'),
    /** The services chosen and how the engine reached the total (features/booking/booking-data.ts); never the performers. */
    additionalData: text('additional_data'),
    /** The waiters' package chosen (from additionalData; computed on read, never stored): lets bookings_insights_idx cover it. */
    waiterPackage: text('waiter_package').generatedAlwaysAs(sql`json_extract(additional_data, '$.services.selectedToplessWaiter')`, {
      mode: 'virtual',
    }),
    /** What the agency wants the booking's performers to know (shown to them; never the customer's own words). */
    performerNote: text('performer_note'),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    /** unpaid, reported (the customer says it is paid), received (the admin saw it) or refunded. */
    advanceStatus: text('advance_status').$type<AdvanceStatus>().notNull().default('unpaid'),
    /** Stored name of the transfer slip in the private SLIPS_DIR (never served publicly). */
    advanceSlip: text('advance_slip'),
    /** The bank's transaction reference read from the slip's QR code (Thai slip verify), when it had a readable one. */
    advanceSlipReference: text('advance_slip_reference'),
    /** When the customer last reported the advance as paid. */
    advanceReportedAt: integer('advance_reported_at', { mode: 'timestamp_ms' }),
    /** When the day-before reminder was claimed for sending; null until then (or after a failed send). */
    reminderSentAt: integer('reminder_sent_at', { mode: 'timestamp_ms' }),
    /** Who made the booking: `customer` (the public form) or `agency` (the admin's desk, e.g. by phone). */
    source: text('source').$type<'customer' | 'agency'>().notNull().default('customer'),
    /** Why the agency set the total by hand (a price override); null when the engine's price stands. */
    priceOverrideReason: text('price_override_reason'),
    /** The engine's price when the total was overridden (so the agency sees the difference); null otherwise. */
    enginePrice: integer('engine_price'),
    /** When the booking began holding its performers as pending (the unpaid-hold clock; null: its creation time). */
    heldSince: integer('held_since', { mode: 'timestamp_ms' }),
    /** When the unpaid-hold reminder was queued; null until then (and again after an extension). */
    holdReminderSentAt: integer('hold_reminder_sent_at', { mode: 'timestamp_ms' }),
    /** The owner exempted the booking from the release of unpaid holds. */
    holdExempt: integer('hold_exempt', { mode: 'boolean' }).notNull().default(false),
    /** SHA-256 of the single-use confirm link token of a requested booking; null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** SHA-256 of the booking cookie of the browser that made the booking (its session for this booking only). */
    browserKeyHash: text('browser_key_hash'),
    /** The language of the page the booking was sent from (db/locales.ts): every e-mail to the customer is written in it. */
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_confirm_token_idx').on(t.confirmTokenHash),
    index('bookings_email_idx').on(t.customerEmail),
    // The list's status and advance filters, newest first; each also holds the other filter, so both
    // together are counted and paged from one index without reading the rows.
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id, t.advanceStatus),
    index('bookings_advance_created_idx').on(t.advanceStatus, t.createdAt, t.id, t.status),
    index('bookings_reminder_idx').on(t.reminderSentAt, t.eventDate),
    // The bookings that still hold personal data, by event date: the daily purge finds the ones past
    // retention without reading the years it already anonymised.
    index('bookings_personal_idx')
      .on(t.eventDate)
      .where(sql`${t.customerEmail} != ''`),
    // The owner's insights read a period of event dates from this index alone (features/insights): every column they group or sum.
    index('bookings_insights_idx').on(
      t.eventDate,
      t.status,
      t.advanceStatus,
      t.totalPrice,
      t.advanceAmount,
      t.cashAmount,
      t.location,
      t.serviceType,
      t.occasion,
      t.eventTime,
      t.createdAt,
      t.id,
      t.waiterPackage,
    ),
    // The admin list and the CSV, newest first (ties by id), without a sort of every booking.
    index('bookings_created_idx').on(t.createdAt, t.id),
    // The calendar's held bookings of a range (the purge by event date uses bookings_insights_idx).
    index('bookings_status_event_idx').on(t.status, t.eventDate),
    // A slip's bank reference is looked up on every upload, to refuse one used twice.
    index('bookings_slip_reference_idx').on(t.advanceSlipReference),
  ],
);

/**
 * A booking's performers, stored here only (one row per performer and role, in the order they were put on the
 * booking: its rowid), with the booked time copied so a conflict check is one indexed query. Written by
 * writePerformerSlots alone (features/booking/booking.server.ts); names are read from performers where shown.
 */
export const bookingPerformers = sqliteTable(
  'booking_performers',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: text('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    role: text('role').$type<PerformerRole>().notNull(),
    eventDate: text('event_date').notNull(),
    /** Minutes after midnight of eventDate. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.performerId, t.role] }),
    index('booking_performers_slot_idx').on(t.performerId, t.eventDate),
  ],
);

/**
 * The performers a booking named who were deleted since (their booking_performers rows go with them): the id
 * and name they had, so the booking still says who was booked (features/booking/line-up.server.ts). Written
 * when a performer is deleted; a new line-up of the role replaces them. Goes with the booking.
 */
export const bookingFormerPerformers = sqliteTable(
  'booking_former_performers',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The deleted performer's id (no longer a performer's: not a reference); empty for a name older rows kept alone. */
    performerId: text('performer_id').notNull(),
    role: text('role').$type<PerformerRole>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.performerId, t.role] })],
);

/**
 * A performer's time off: from startsAt to endsAt (ms since the epoch; a whole day off is Bangkok midnight to
 * midnight). A performer off at a slot is not free for it, like a held booking.
 */
export const performerTimeOff = sqliteTable(
  'performer_time_off',
  {
    id: id(),
    performerId: text('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('performer_time_off_slot_idx').on(t.performerId, t.startsAt)],
);

/**
 * How many unconfirmed booking requests expired (deleted unconfirmed) per event date: the insights' "expired"
 * figure. Only a date and a count, so nothing of the deleted request remains.
 */
export const expiredRequests = sqliteTable('expired_requests', {
  /** Calendar date of the requested event, YYYY-MM-DD (Asia/Bangkok). */
  eventDate: text('event_date').primaryKey(),
  count: integer('count').notNull(),
});

/** A message from the contact form. */
export const contacts = sqliteTable(
  'contacts',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    inquiryType: text('inquiry_type').notNull(),
    message: text('message').notNull(),
    ...inboxColumns(),
  },
  (t) => inboxIndexes('contacts', t),
);

/** A performer's application to join. */
export const applications = sqliteTable(
  'applications',
  {
    id: id(),
    name: text('name').notNull(),
    stageName: text('stage_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    age: text('age').notNull(),
    location: text('location').notNull(),
    interestedIn: jsonList('interested_in'),
    additionalDetails: text('additional_details'),
    ...inboxColumns(),
  },
  (t) => inboxIndexes('applications', t),
);

/** A pricing card / service price: one package in one city and category. */
export const pricingItems = sqliteTable(
  'pricing_items',
  {
    id: id(),
    /** 'male-strippers' or 'topless-waiters'. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** For waiter packages it starts with the number of waiters. */
    subtitle: text('subtitle').notNull(),
    price: integer('price').notNull(),
    /** Standard length of the package in minutes. */
    duration: integer('duration').notNull(),
    description: text('description').notNull(),
    features: jsonList('features'),
    isPopular: integer('is_popular', { mode: 'boolean' }).notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** Lower-case city key. */
    location: text('location').notNull().default('bangkok'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pricing_items_card_idx').on(t.location, t.category, t.title)],
);

/** A number the price engine uses: rates (THB per minute), the double-duty discount and supplement. */
export const pricingParameters = sqliteTable(
  'pricing_parameters',
  {
    id: id(),
    /** male_stripper_rate, waiter_rate, double_duty_supplement or double_duty_discount. */
    parameterType: text('parameter_type').notNull(),
    location: text('location').notNull(),
    /** TOPLESS, UNDERWEAR, FULL MONTY or DUO for male_stripper_rate; NONE otherwise. */
    serviceType: text('service_type').notNull().default('NONE'),
    value: integer('value').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pricing_parameters_key_idx').on(t.parameterType, t.location, t.serviceType)],
);

/** An admin session: the token is `id.secret`; only a hash of the secret is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    /** Anti-forgery token bound to this session. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** The person signed in; null for the bootstrap owner (the admin password). Disabling a person deletes their sessions. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** The role the session acts with, fixed at sign-in (a role change ends the person's sessions). */
    role: text('role').$type<StaffRole>().notNull().default('owner'),
    /** Browser of the sign-in, shown in the person's own sessions list (first 200 characters). */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_staff_idx').on(t.staffId)],
);

/** What a person may do in the admin panel: owner everything, staff the daily work (docs/security.md). */
export type StaffRole = 'owner' | 'staff';

/** A person of the agency who signs in with a passkey. */
export const staff = sqliteTable(
  'staff',
  {
    id: id(),
    name: text('name').notNull(),
    /** Lower-cased e-mail address, unique. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
    /** The language the person reads the panel in (it, en or th); Italian unless they choose another. */
    panelLocale: text('panel_locale').$type<PanelLocale>().notNull().default('it'),
    /** Whether the owner lets this person edit the site's texts (Contenuti); the owner always may. */
    canEditContent: integer('can_edit_content', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email)],
);

/** A single-use invitation to register a passkey: only the SHA-256 hash of its token is stored. */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_staff_idx').on(t.staffId)],
);

/** A person's passkey (WebAuthn credential): its id and public key, never a secret. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonList('transports'),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('passkeys_staff_idx').on(t.staffId)],
);

/** A pending WebAuthn challenge (5 minutes, single use), for a registration (staffId set) or a sign-in. */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * The record of who did what in the admin panel: appended, never updated; deleted only by the retention
 * purge. Names a booking by its reference and fields by name, never a customer's name, contact or address.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** The person (null for the bootstrap owner or an unknown one at a failed sign-in). */
    staffId: text('staff_id'),
    /** The person's name when it was written (the record outlives an account's changes). */
    actor: text('actor').notNull(),
    role: text('role'),
    action: text('action').notNull(),
    /** What was acted on: `booking ABCD1234`, `performer <id>`, ... */
    target: text('target'),
    /** Changed fields: `[{ field, from?, to? }]`, values short and never a customer's personal data. */
    changes: text('changes', { mode: 'json' })
      .$type<{ field: string; from?: string; to?: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    ip: text('ip'),
  },
  (t) => [index('audit_at_idx').on(t.at), index('audit_target_idx').on(t.target)],
);

/** Small key/value settings kept by the server (admin password hash, seed marker, ...). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * The exchange rates the customer pages show approximate prices with: baht per one unit of each currency
 * (GBP, AUD, EUR, USD), one row per currency, replaced when set. The owner sets them in the admin
 * ("Pagamenti"); a later exchange-rate feed writes the same rows with `source` 'feed'. Prices are always
 * charged in baht: nothing stored about a booking is ever converted.
 */
export const currencyRates = sqliteTable('currency_rates', {
  /** ISO 4217 code: GBP, AUD, EUR or USD. */
  currency: text('currency').primaryKey(),
  /** Thai baht for one unit of the currency (e.g. 44.25 for £1). */
  bahtPerUnit: real('baht_per_unit').notNull(),
  setAt: integer('set_at', { mode: 'timestamp_ms' }).notNull(),
  /** Who set it: the staff member's name when set, or the feed's name. */
  setBy: text('set_by').notNull(),
  /** 'owner' (the admin) or 'feed' (an automatic source, not built yet). */
  source: text('source', { enum: ['owner', 'feed'] }).notNull(),
});

/** Fixed-window counters for rate limits, kept in SQLite so a restart does not reset them. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the current window ends (ms since the epoch). */
    resetAt: integer('reset_at').notNull(),
  },
  // The pruning of ended windows finds them without reading every client's row.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Who a sign-in link or session is for: a customer (their dashboard) or a performer (their own page). */
export type SignInAudience = 'customer' | 'performer';

/** A single-use sign-in link (customer dashboard or performer page): only the SHA-256 hash of its 128-bit token is stored. */
export const dashboardTokens = sqliteTable(
  'dashboard_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    audience: text('audience').$type<SignInAudience>().notNull().default('customer'),
    /** Lower-cased address the link was sent to. */
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('dashboard_tokens_expires_idx').on(t.expiresAt)],
);

/** A customer's dashboard session or a performer's session (cookie); only the SHA-256 hash of the cookie value is stored. */
export const dashboardSessions = sqliteTable(
  'dashboard_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    audience: text('audience').$type<SignInAudience>().notNull().default('customer'),
    /** Lower-cased address whose bookings this session may see. */
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dashboard_sessions_expires_idx').on(t.expiresAt)],
);

/** A performer's answer to a booking they are on. */
export type PerformerAnswer = 'accepted' | 'declined';

/**
 * What one performer on one booking has been told and has answered: their answer, and the last
 * state of the booking they were e-mailed about (so the notice job sends each change once).
 */
export const performerAssignments = sqliteTable(
  'performer_assignments',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: text('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<PerformerAnswer>(),
    reason: text('reason'),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    /** The booking's time, place and line-up as last e-mailed to the performer; null before the first notice. */
    notifiedState: text('notified_state'),
    reminderSentAt: integer('reminder_sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.performerId] }),
    index('performer_assignments_performer_idx').on(t.performerId),
    // The insights' performer figures read each answer from this index alone (no row fetch; features/insights).
    index('performer_assignments_answer_idx').on(t.bookingId, t.performerId, t.answer),
  ],
);

/** A performer's private calendar feed: only the SHA-256 hash of its token is stored; a new token replaces the old. */
export const performerFeeds = sqliteTable('performer_feeds', {
  performerId: text('performer_id')
    .primaryKey()
    .references(() => performers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A performer's own changes to his profile (the portal's "My profile"), waiting for the agency: one per performer,
 * the whole proposed profile (what he may change: bio, facts, languages, costumes, photos). Nothing of it is public
 * until the agency approves it (its fields are then copied to `performers` and the draft is deleted); sent back, it
 * stays with the agency's note until he saves again.
 */
export const performerProfileDrafts = sqliteTable('performer_profile_drafts', {
  performerId: text('performer_id')
    .primaryKey()
    .references(() => performers.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  bioTh: text('bio_th'),
  imageUrl: text('image_url').notNull(),
  additionalImages: jsonList('additional_images'),
  height: text('height').notNull(),
  eyeColor: text('eye_color').notNull(),
  hairColor: text('hair_color').notNull(),
  tattoos: text('tattoos').notNull(),
  languages: jsonList('languages'),
  costumes: jsonList('costumes'),
  /** `pending` until the agency acts; `returned` with its note when sent back. */
  status: text('status').$type<'pending' | 'returned'>().notNull().default('pending'),
  returnNote: text('return_note'),
  /** When he last saved it: the version the agency approves (a newer save is never approved unseen). */
  submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull(),
  returnedAt: integer('returned_at', { mode: 'timestamp_ms' }),
});

/** The photos a performer uploaded from his portal: only these (and his current photos) may go in his draft. */
export const performerPhotoUploads = sqliteTable('performer_photo_uploads', {
  /** The stored photo's address, `/uploads/<32 hex>.webp`. */
  url: text('url').primaryKey(),
  performerId: text('performer_id')
    .notNull()
    .references(() => performers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Where an outbox message is: waiting (or due for a retry), being handed to SMTP, accepted, or given up. */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * An e-mail written in the transaction of the change that causes it, delivered later by the sender.
 * `body` holds the composed message, or the name and data of a composer that builds it at send time
 * (for parts that are costly to build on the request, like the advance QR).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    /** What the message is (for example `booking-confirmation`), so a view can find one kind of a booking's mail. */
    kind: text('kind').notNull(),
    /**
     * The booking it concerns. Every message about one booking carries it: a deleted booking's mail goes
     * with it, and an anonymised or erased one's is found by it alone (the bodies are never searched).
     */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The contact message or application it announces to the agency; its mail goes when the entry is deleted or erased. */
    entryId: text('entry_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body', { mode: 'json' }).notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** Delivery attempts made so far. */
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    /** When the sender may next try (ms since the epoch). */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_booking_idx').on(t.bookingId),
    index('outbox_entry_idx').on(t.entryId),
    // An erasure deletes the mail to an address, whatever its case.
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`),
    // The outbox tab: one status, newest first.
    index('outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Where a booking's review stands: invited (a link was sent, nothing written), pending (written, awaiting the agency), published or hidden. */
export type ReviewStatus = 'invited' | 'pending' | 'published' | 'hidden';

/**
 * A completed booking's review (features/reviews): one per booking, made with the review link of the
 * thank-you e-mail. Only the SHA-256 hashes of its links are kept (the thank-you's and the reminder's).
 * Goes with the booking: its deletion, the customer's erasure and the retention purge remove it.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** SHA-256 of the thank-you e-mail's review link token. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the reminder's review link token (null until the reminder is sent). */
    reminderTokenHash: text('reminder_token_hash'),
    /** The booking's language: the form's, the e-mails' and the review's own. */
    locale: locale(),
    /** The booking's city key (the city listing shows its reviews). */
    city: text('city'),
    /** The month of the event, YYYY-MM (shown beside the review). */
    eventMonth: text('event_month').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('invited'),
    invitedAt: integer('invited_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the one reminder was queued; null until then. */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
    /** The customer asked not to be reminded. */
    optedOutAt: integer('opted_out_at', { mode: 'timestamp_ms' }),
    /** Stars (1–5) for the party. */
    partyRating: integer('party_rating'),
    /** Stars (1–5) for each performer of the booking. */
    performerRatings: text('performer_ratings', { mode: 'json' })
      .$type<{ performerId: string; rating: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    text: text('text'),
    /** The name shown: the customer's first name or "Verified guest", chosen in the form. */
    displayName: text('display_name'),
    country: text('country'),
    /** When the review was first written (the 14-day edit window starts here). */
    writtenAt: integer('written_at', { mode: 'timestamp_ms' }),
    /** When the review was last written or edited (the moderation list's order). */
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    /** Why the agency hid it (kept in the record). */
    hiddenReason: text('hidden_reason'),
    /** The agency's public reply, shown under the review. */
    reply: text('reply'),
  },
  (t) => [
    uniqueIndex('reviews_booking_idx').on(t.bookingId),
    uniqueIndex('reviews_token_idx').on(t.tokenHash),
    uniqueIndex('reviews_reminder_token_idx').on(t.reminderTokenHash),
    // The reminder job's invitations not yet reminded, by date; the moderation list by status, latest first.
    index('reviews_reminder_idx').on(t.status, t.remindedAt, t.invitedAt),
    index('reviews_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * One share of a booking's advance split across the group (features/advance/shares*.ts). The shares of a
 * booking add up to its stored advance; share 1 is the organiser's (it carries the remainder). Each share has
 * its own private link, of which only the SHA-256 hash is kept. Goes with the booking.
 */
export const advanceShares = sqliteTable(
  'advance_shares',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1 (the organiser's) to the number of paying shares. */
    number: integer('number').notNull(),
    /** Whole baht. */
    amount: integer('amount').notNull(),
    status: text('status').$type<ShareStatus>().notNull().default('pending'),
    /** How it was paid, as the payer or the desk said: promptpay, bank, link or desk. */
    method: text('method'),
    /** The stored slip's file name (like bookings.advance_slip), when one was uploaded. */
    slip: text('slip'),
    /** The bank's transaction reference read from the slip's QR code, when it had a readable one. */
    slipReference: text('slip_reference'),
    /** The guest's address the organiser sent the link to (reminders go there); null when shared by hand. */
    guestEmail: text('guest_email'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** When the reminder 48 hours after sending went (once per sending). */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
    /** When the reminder 24 hours before the deadline went (once per sending). */
    lastCallAt: integer('last_call_at', { mode: 'timestamp_ms' }),
    /** When the organiser was told at the deadline that this share, still open, falls to her (once). */
    dueNoticeAt: integer('due_notice_at', { mode: 'timestamp_ms' }),
    reportedAt: integer('reported_at', { mode: 'timestamp_ms' }),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('advance_shares_booking_number_idx').on(t.bookingId, t.number),
    index('advance_shares_slip_reference_idx').on(t.slipReference),
  ],
);

/**
 * The links of a share (features/advance): only the SHA-256 hash of each link's token. Every link issued (the
 * split's, "Get a new link", a sent mail, a reminder) opens the share until its expiry; a new split deletes the
 * shares and so ends their links. Goes with its share.
 */
export const advanceShareLinks = sqliteTable(
  'advance_share_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    shareId: text('share_id')
      .notNull()
      .references(() => advanceShares.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('advance_share_links_share_idx').on(t.shareId)],
);

/**
 * A slip refused because its bank reference was already used for another share or booking (features/advance):
 * kept so the agency sees the attempt on the booking it was made for. Goes with that booking.
 */
export const slipReuseAttempts = sqliteTable(
  'slip_reuse_attempts',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The share the slip was sent for; null for the booking's whole advance. */
    shareNumber: integer('share_number'),
    /** The bank's transaction reference read from the slip. */
    reference: text('reference').notNull(),
    /** Where the reference is already used: that booking (kept as text: it may be deleted later) and its share, if any. */
    usedBookingId: text('used_booking_id').notNull(),
    usedShareNumber: integer('used_share_number'),
    createdAt: createdAt(),
  },
  (t) => [index('slip_reuse_attempts_booking_idx').on(t.bookingId)],
);

/**
 * A booking's party brief (features/party-brief): the organiser's answers for the night, written with the
 * brief link sent 7 days before (only the SHA-256 hash of its token is kept). Goes with the booking.
 */
export const partyBriefs = sqliteTable(
  'party_briefs',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 of the e-mailed link's random token; null when there is no live link (migration 0028 voided the
     * links keyed by the server secret: the link job sends a new one while the brief is open).
     */
    tokenHash: text('token_hash'),
    /** SHA-256 of the dashboard card's own random link token, new each time the card is shown; null before. */
    cardTokenHash: text('card_token_hash'),
    /** When the link was queued for sending. */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
    guests: integer('guests'),
    /** The organiser confirmed every guest is 18 or over. */
    allAdults: integer('all_adults', { mode: 'boolean' }),
    menPresent: integer('men_present', { mode: 'boolean' }),
    honoreeFirstName: text('honoree_first_name'),
    /** How to get in: gate, concierge, room, parking. */
    access: text('access'),
    music: text('music'),
    theme: text('theme'),
    /** The organiser's phone for the night (the agency's only; never shown to a performer). */
    nightPhone: text('night_phone'),
    /** When the brief was first written; null until then. */
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('party_briefs_token_idx').on(t.tokenHash), uniqueIndex('party_briefs_card_token_idx').on(t.cardTokenHash)],
);

/**
 * A performer's status on the night of a booking (features/night-status): when he said "On my way" (with
 * the minutes he expected to need), "Arrived" and "Finished"; null until said. One row per booking and
 * performer, written by the performer's portal; goes with the booking.
 */
export const nightStatuses = sqliteTable(
  'night_statuses',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: text('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    onMyWayAt: integer('on_my_way_at', { mode: 'timestamp_ms' }),
    /** The minutes to arrive the performer gave with his latest "On my way". */
    etaMinutes: integer('eta_minutes'),
    arrivedAt: integer('arrived_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.performerId] })],
);

/**
 * The agency's alarms on the night (features/night-status): a confirmed performer not on his way 60 minutes
 * before the start, not arrived 15 minutes after it, or declining within 48 hours of the event. One row per
 * booking, performer and kind, so each is raised (e-mailed, shown in the panel's banner) once.
 */
export const nightAlarms = sqliteTable(
  'night_alarms',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    performerId: text('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'not-on-the-way' | 'not-arrived' | 'late-decline'>().notNull(),
    raisedAt: integer('raised_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.performerId, t.kind] }), index('night_alarms_raised_idx').on(t.raisedAt)],
);

/**
 * The bytes of every uploaded photo (UPLOADS_DIR) and transfer slip (SLIPS_DIR), kept in the database as
 * well as on disk so that the replica (Litestream) carries them off the machine with the rows that name
 * them; the start-up writes back a file missing on disk (src/lib/server/kept-files.ts).
 */
export const keptFiles = sqliteTable(
  'kept_files',
  {
    /** The folder the file lives in: 'uploads' (public photos) or 'slips' (private). */
    folder: text('folder').$type<'uploads' | 'slips'>().notNull(),
    /** Its stored name: 32 hex characters + .webp. */
    name: text('name').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    keptAt: integer('kept_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.name] })],
);
/** How a partner's commission is counted: a whole percent of the booking's total, or a fixed THB per booking. */
export type CommissionKind = 'percent' | 'fixed';
/** A partner's customer discount: none, a whole percent of the total, or a fixed THB off. */
export type DiscountKind = 'none' | 'percent' | 'fixed';

/**
 * The agency's partners (hotel concierges, villa managers, party planners) and their codes (features/partners): a
 * booking that arrives by `/?partner=CODE` or with the code typed in the form is theirs. The commission and the
 * customer's discount are the terms of today; a booking keeps the terms it was agreed with (booking_sources).
 */
export const partners = sqliteTable(
  'partners',
  {
    id: id(),
    /** What the link and the form carry: upper case letters, digits and dashes, unique. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** How the agency reaches the partner (a phone, an e-mail, a person): free text, never shown to customers. */
    contact: text('contact').notNull().default(''),
    commissionKind: text('commission_kind').$type<CommissionKind>().notNull(),
    /** A whole percent (1–100) or THB per booking, by commissionKind. */
    commissionValue: integer('commission_value').notNull(),
    discountKind: text('discount_kind').$type<DiscountKind>().notNull().default('none'),
    /** A whole percent (1–100) or THB off, by discountKind; 0 without a discount. */
    discountValue: integer('discount_value').notNull().default(0),
    /** The most THB a discount takes off one booking; null: no cap. */
    discountMax: integer('discount_max'),
    /** The least total (THB, before the discount) a booking needs for the discount; null: any total. */
    discountMinTotal: integer('discount_min_total'),
    /** First and last Bangkok day the code attributes a booking (YYYY-MM-DD, both included); null: open. */
    validFrom: text('valid_from'),
    validTo: text('valid_to'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partners_code_idx').on(t.code)],
);

/**
 * Where a booking came from, written once with the request (features/sources): the landing's referrer host and
 * utm values the form carried, the device class, and the partner with the terms agreed that day (the discount is
 * in the stored price breakdown and total; the commission is counted from the stored total with these terms).
 * Deleted with its booking.
 */
export const bookingSources = sqliteTable(
  'booking_sources',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The source's one name: `partner:CODE`, the utm_source, the referrer's host, or `direct`. */
    source: text('source').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').$type<'mobile' | 'tablet' | 'desktop'>(),
    partnerId: text('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    commissionKind: text('commission_kind').$type<CommissionKind>(),
    commissionValue: integer('commission_value'),
    discountKind: text('discount_kind').$type<DiscountKind>(),
    discountValue: integer('discount_value'),
    discountMax: integer('discount_max'),
    discountMinTotal: integer('discount_min_total'),
  },
  (t) => [index('booking_sources_partner_idx').on(t.partnerId), index('booking_sources_source_idx').on(t.source)],
);

/** The columns a visit is counted by, the same in a view (visits) and in the totals the purge keeps of it (visit_totals). */
const visitDimensions = () => ({
  /** The Bangkok day of the view, YYYY-MM-DD. */
  day: text('day').notNull(),
  path: text('path').notNull(),
  locale: text('locale').notNull(),
  /** The served city the path names (a listing, pricing page), else null. */
  city: text('city'),
  /** `partner:CODE`, the utm_source, the referrer's host, or null for a step inside the site (`direct` when none). */
  source: text('source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  device: text('device').notNull(),
  /** Two letters when the proxy says the country, else null. */
  country: text('country'),
});

/**
 * One page view of a public page, counted by the server (features/sources): no cookie, no IP, no user agent; the
 * visitor is a hash salted anew each Bangkok day (visit_salts), so one visitor's days cannot be joined. Deleted
 * after the owner's retention, its counts kept in visit_totals.
 */
export const visits = sqliteTable(
  'visits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...visitDimensions(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    /** 16 hex digits of SHA-256(day's salt, address, agent): one visitor within one day only. */
    visitor: text('visitor').notNull(),
    /** The views this row counts: the same visitor's same page with the same origins, written in one batch (a reload). */
    views: integer('views').notNull().default(1),
  },
  (t) => [index('visits_day_idx').on(t.day, t.visitor)],
);

/** The counts of the visits the retention purge deleted, per day and the dimensions Statistiche groups by. */
export const visitTotals = sqliteTable(
  'visit_totals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...visitDimensions(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [index('visit_totals_day_idx').on(t.day)],
);

/** The salt of today's visitor hashes (one row); yesterday's is deleted when today's is made. */
export const visitSalts = sqliteTable('visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The versions of the site's editable texts (features/site-content): every save and every undo appends a row, so
 * the history stays whole; a key's latest row is its published text (a key with no row shows the catalogue's).
 * `th` is '' when the Thai page shows the English text. Who saved it is kept by name, and by id while they exist;
 * an undo's row names the version it brought back.
 */
export const siteTexts = sqliteTable(
  'site_texts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    en: text('en').notNull(),
    th: text('th').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    createdById: text('created_by_id').references(() => staff.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    /** An undo's row: the id of the version it brought back (0: the catalogue's text), so a second undo goes further back. */
    restoresId: integer('restores_id'),
  },
  (t) => [index('site_texts_key_idx').on(t.key, t.id)],
);

/**
 * The site's own photos the owner replaced (features/site-photos): one row per slot (the home page's hero, the about
 * page's photo), naming a stored upload; a slot without a row shows the page as built.
 */
export const sitePhotos = sqliteTable('site_photos', {
  slot: text('slot').primaryKey(),
  /** The stored photo's address, `/uploads/<32 hex>.webp`. */
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  /** Who replaced it, by name (the record keeps the rest). */
  updatedBy: text('updated_by').notNull(),
});
