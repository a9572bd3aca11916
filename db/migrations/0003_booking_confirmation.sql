ALTER TABLE `bookings` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `browser_key_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_confirm_token_idx` ON `bookings` (`confirm_token_hash`);