CREATE TABLE `night_alarms` (
	`booking_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`kind` text NOT NULL,
	`raised_at` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `performer_id`, `kind`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `night_alarms_raised_idx` ON `night_alarms` (`raised_at`);