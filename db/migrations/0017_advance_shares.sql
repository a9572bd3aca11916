CREATE TABLE `advance_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`number` integer NOT NULL,
	`amount` integer NOT NULL,
	`token_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`method` text,
	`slip` text,
	`guest_email` text,
	`sent_at` integer,
	`reported_at` integer,
	`received_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advance_shares_booking_number_idx` ON `advance_shares` (`booking_id`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `advance_shares_token_idx` ON `advance_shares` (`token_hash`);