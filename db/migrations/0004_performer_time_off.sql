CREATE TABLE `performer_time_off` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `performer_time_off_slot_idx` ON `performer_time_off` (`performer_id`,`starts_at`);