CREATE TABLE `performer_assignments` (
	`booking_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`answer` text,
	`reason` text,
	`answered_at` integer,
	`notified_state` text,
	`reminder_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`booking_id`, `performer_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `performer_assignments_performer_idx` ON `performer_assignments` (`performer_id`);--> statement-breakpoint
CREATE TABLE `performer_feeds` (
	`performer_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `performer_feeds_token_hash_unique` ON `performer_feeds` (`token_hash`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `performer_note` text;--> statement-breakpoint
ALTER TABLE `dashboard_sessions` ADD `audience` text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE `dashboard_tokens` ADD `audience` text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE `performers` ADD `email` text;--> statement-breakpoint
CREATE UNIQUE INDEX `performers_email_idx` ON `performers` (`email`);