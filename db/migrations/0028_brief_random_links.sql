-- Hand-edited (issue 56, item 8): a brief link was an HMAC of the server secret, which every backup holds, so
-- whoever held a backup could make any booking's live link. Links are now random tokens of which only the
-- SHA-256 is kept, like every other link. The old links are voided here (token_hash NULL, the answers kept):
-- the link job sends each brief still open a new link at its next run, and the dashboard's card has a link
-- of its own (card_token_hash). token_hash becomes nullable, so SQLite rebuilds the table (drizzle-kit's
-- rebuild, with the copy of token_hash replaced by NULL; migrateDatabase runs it with foreign keys off).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_party_briefs` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`token_hash` text,
	`card_token_hash` text,
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
INSERT INTO `__new_party_briefs`("booking_id", "token_hash", "card_token_hash", "sent_at", "guests", "all_adults", "men_present", "honoree_first_name", "access", "music", "theme", "night_phone", "submitted_at", "updated_at") SELECT "booking_id", NULL, NULL, "sent_at", "guests", "all_adults", "men_present", "honoree_first_name", "access", "music", "theme", "night_phone", "submitted_at", "updated_at" FROM `party_briefs`;--> statement-breakpoint
DROP TABLE `party_briefs`;--> statement-breakpoint
ALTER TABLE `__new_party_briefs` RENAME TO `party_briefs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `party_briefs_token_idx` ON `party_briefs` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `party_briefs_card_token_idx` ON `party_briefs` (`card_token_hash`);