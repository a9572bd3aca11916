ALTER TABLE `bookings` ADD `source` text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `price_override_reason` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `engine_price` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `held_since` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_reminder_sent_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_exempt` integer DEFAULT false NOT NULL;