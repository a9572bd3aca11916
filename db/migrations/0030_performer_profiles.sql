CREATE TABLE `performer_photo_uploads` (
	`url` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `performer_profile_drafts` (
	`performer_id` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`bio_th` text,
	`image_url` text NOT NULL,
	`additional_images` text DEFAULT '[]' NOT NULL,
	`height` text NOT NULL,
	`eye_color` text NOT NULL,
	`hair_color` text NOT NULL,
	`tattoos` text NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`costumes` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`return_note` text,
	`submitted_at` integer NOT NULL,
	`returned_at` integer,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `performers` ADD `languages` text DEFAULT '[]' NOT NULL;