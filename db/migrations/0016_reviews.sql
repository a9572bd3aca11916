CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`reminder_token_hash` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`city` text,
	`event_month` text NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`invited_at` integer NOT NULL,
	`reminded_at` integer,
	`opted_out_at` integer,
	`party_rating` integer,
	`performer_ratings` text DEFAULT '[]' NOT NULL,
	`text` text,
	`display_name` text,
	`country` text,
	`written_at` integer,
	`updated_at` integer,
	`published_at` integer,
	`hidden_reason` text,
	`reply` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_booking_idx` ON `reviews` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_token_idx` ON `reviews` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_reminder_token_idx` ON `reviews` (`reminder_token_hash`);--> statement-breakpoint
CREATE INDEX `reviews_reminder_idx` ON `reviews` (`status`,`reminded_at`,`invited_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`updated_at`);