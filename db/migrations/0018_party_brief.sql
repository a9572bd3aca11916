CREATE TABLE `party_briefs` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`sent_at` integer NOT NULL,
	`guests` integer,
	`all_adults` integer,
	`men_present` integer,
	`honoree_first_name` text,
	`access` text,
	`music` text,
	`theme` text,
	`night_phone` text,
	`submitted_at` integer,
	`updated_at` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `party_briefs_token_idx` ON `party_briefs` (`token_hash`);