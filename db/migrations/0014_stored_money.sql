DROP INDEX `bookings_insights_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `advance_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `cash_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `advance_percent` integer;--> statement-breakpoint
CREATE INDEX `bookings_insights_idx` ON `bookings` (`event_date`,`status`,`advance_status`,`total_price`,`advance_amount`,`cash_amount`,`location`,`service_type`,`occasion`,`event_time`,`created_at`,`id`,`waiter_package`);--> statement-breakpoint
-- Hand-written backfill (stored money, issue 38): the bookings made before the money was stored get the money
-- of the rule they were shown with, round(30% of the total) as the advance and the rest in cash; the owner's
-- advance rate (a setting, changed in the admin panel) starts at the same 30%.
UPDATE `bookings` SET
  `advance_amount` = CAST(round(`total_price` * 0.3) AS INTEGER),
  `cash_amount` = `total_price` - CAST(round(`total_price` * 0.3) AS INTEGER),
  `advance_percent` = 30;--> statement-breakpoint
INSERT OR IGNORE INTO `settings` (`key`, `value`) VALUES ('advance_percent', '30');
