ALTER TABLE `bookings` ADD `advance_status` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `advance_slip` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `advance_reported_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `reminder_sent_at` integer;--> statement-breakpoint
CREATE INDEX `bookings_advance_created_idx` ON `bookings` (`advance_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_reminder_idx` ON `bookings` (`reminder_sent_at`,`event_date`);