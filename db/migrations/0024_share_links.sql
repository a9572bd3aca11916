CREATE TABLE `advance_share_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`share_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`share_id`) REFERENCES `advance_shares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `advance_share_links_share_idx` ON `advance_share_links` (`share_id`);--> statement-breakpoint
-- Each share's one link so far keeps working (hand-written backfill, before the column goes).
INSERT INTO `advance_share_links` (`token_hash`, `share_id`, `created_at`) SELECT `token_hash`, `id`, `created_at` FROM `advance_shares`;--> statement-breakpoint
DROP INDEX `advance_shares_token_idx`;--> statement-breakpoint
ALTER TABLE `advance_shares` DROP COLUMN `token_hash`;