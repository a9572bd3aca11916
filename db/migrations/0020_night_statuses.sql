CREATE TABLE `night_statuses` (
	`booking_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`on_my_way_at` integer,
	`eta_minutes` integer,
	`arrived_at` integer,
	`finished_at` integer,
	PRIMARY KEY(`booking_id`, `performer_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
