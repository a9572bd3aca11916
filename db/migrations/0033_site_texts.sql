-- Issue 60: the site's editable texts (Contenuti). site_texts keeps every version of a text (the latest is published,
-- an undo is a new version naming the one it brought back); staff.can_edit_content is the owner's grant to a person.
CREATE TABLE `site_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`en` text NOT NULL,
	`th` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by_id` text,
	`created_by` text NOT NULL,
	`restores_id` integer,
	FOREIGN KEY (`created_by_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `site_texts_key_idx` ON `site_texts` (`key`,`id`);--> statement-breakpoint
ALTER TABLE `staff` ADD `can_edit_content` integer DEFAULT false NOT NULL;