-- Issue 61: where bookings come from. partners (the owner's partner codes and their terms), booking_sources (a
-- booking's source and the partner terms it was agreed with, written once with the request), visits (page views
-- counted by the server without cookies: no IP, no user agent, a visitor hash salted anew each day), visit_totals
-- (the counts kept when the retention purge deletes old visits) and visit_salts (today's salt only).
CREATE TABLE `booking_sources` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`device` text,
	`partner_id` text,
	`commission_kind` text,
	`commission_value` integer,
	`discount_kind` text,
	`discount_value` integer,
	`discount_max` integer,
	`discount_min_total` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`partner_id`) REFERENCES `partners`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_sources_partner_idx` ON `booking_sources` (`partner_id`);--> statement-breakpoint
CREATE INDEX `booking_sources_source_idx` ON `booking_sources` (`source`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`contact` text DEFAULT '' NOT NULL,
	`commission_kind` text NOT NULL,
	`commission_value` integer NOT NULL,
	`discount_kind` text DEFAULT 'none' NOT NULL,
	`discount_value` integer DEFAULT 0 NOT NULL,
	`discount_max` integer,
	`discount_min_total` integer,
	`valid_from` text,
	`valid_to` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partners_code_idx` ON `partners` (`code`);--> statement-breakpoint
CREATE TABLE `visit_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visit_totals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`locale` text NOT NULL,
	`city` text,
	`source` text,
	`utm_campaign` text,
	`utm_medium` text,
	`device` text NOT NULL,
	`country` text,
	`views` integer NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visit_totals_day_idx` ON `visit_totals` (`day`);--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`locale` text NOT NULL,
	`city` text,
	`source` text,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`device` text NOT NULL,
	`country` text,
	`visitor` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visits_day_idx` ON `visits` (`day`,`visitor`);