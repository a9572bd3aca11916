CREATE TABLE `slip_reuse_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`share_number` integer,
	`reference` text NOT NULL,
	`used_booking_id` text NOT NULL,
	`used_share_number` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `slip_reuse_attempts_booking_idx` ON `slip_reuse_attempts` (`booking_id`);--> statement-breakpoint
ALTER TABLE `advance_shares` ADD `slip_reference` text;--> statement-breakpoint
CREATE INDEX `advance_shares_slip_reference_idx` ON `advance_shares` (`slip_reference`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `advance_slip_reference` text;--> statement-breakpoint
CREATE INDEX `bookings_slip_reference_idx` ON `bookings` (`advance_slip_reference`);