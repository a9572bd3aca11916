CREATE TABLE `booking_former_performers` (
	`booking_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`booking_id`, `performer_id`, `role`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-written (issue 54: a booking's performers stored once, in booking_performers). Older rows also named them
-- in bookings.performer_id / performer_name and in additional_data's services.selectedStrippers / selectedWaiters
-- ({id, name}), copies kept in step by hand. Before the copies go, a performer a row names only there is moved
-- where the performers are stored, with its role and the booking's slot, in the order it was named; one deleted
-- since (no longer in performers) keeps its name in booking_former_performers. Anonymised payment records keep
-- no performer (their slots were removed on purpose), so their legacy columns are not moved. Unreadable JSON is
-- left as it is (it reads as nothing).
-- 1. The performers the JSON names who still exist and are not on the booking in that role.
INSERT OR IGNORE INTO `booking_performers` (`booking_id`, `performer_id`, `role`, `event_date`, `start_minute`, `end_minute`)
SELECT b.`id`, json_extract(j.`value`, '$.id'), r.`role`, b.`event_date`, (CAST(substr(b.`event_time`, 1, instr(b.`event_time`, ':') - 1) AS INTEGER) * 60 + CAST(substr(b.`event_time`, instr(b.`event_time`, ':') + 1) AS INTEGER)), (CAST(substr(b.`event_time`, 1, instr(b.`event_time`, ':') - 1) AS INTEGER) * 60 + CAST(substr(b.`event_time`, instr(b.`event_time`, ':') + 1) AS INTEGER)) + b.`duration`
FROM `bookings` b, (SELECT 'stripper' AS `role`, '$.services.selectedStrippers' AS `path` UNION ALL SELECT 'waiter', '$.services.selectedWaiters') r, json_each(CASE WHEN json_valid(b.`additional_data`) THEN CASE WHEN json_type(b.`additional_data`, r.`path`) = 'array' THEN json_extract(b.`additional_data`, r.`path`) END END) j
WHERE j.`type` = 'object' AND json_type(j.`value`, '$.id') = 'text'
  AND EXISTS (SELECT 1 FROM `performers` p WHERE p.`id` = json_extract(j.`value`, '$.id'))
ORDER BY b.`rowid`, r.`role`, j.`key`;--> statement-breakpoint
-- 2. The performers the JSON names who were deleted since: their id and the name it kept.
INSERT OR IGNORE INTO `booking_former_performers` (`booking_id`, `performer_id`, `role`, `name`)
SELECT b.`id`, json_extract(j.`value`, '$.id'), r.`role`, json_extract(j.`value`, '$.name')
FROM `bookings` b, (SELECT 'stripper' AS `role`, '$.services.selectedStrippers' AS `path` UNION ALL SELECT 'waiter', '$.services.selectedWaiters') r, json_each(CASE WHEN json_valid(b.`additional_data`) THEN CASE WHEN json_type(b.`additional_data`, r.`path`) = 'array' THEN json_extract(b.`additional_data`, r.`path`) END END) j
WHERE j.`type` = 'object' AND json_type(j.`value`, '$.id') = 'text' AND json_type(j.`value`, '$.name') = 'text'
  AND json_extract(j.`value`, '$.name') != ''
  AND NOT EXISTS (SELECT 1 FROM `performers` p WHERE p.`id` = json_extract(j.`value`, '$.id'))
ORDER BY b.`rowid`, r.`role`, j.`key`;--> statement-breakpoint
-- 3. A booking that names nobody else keeps the performer of its legacy column (from before the slots), as the
--    stripper unless it has no stripper service.
INSERT INTO `booking_performers` (`booking_id`, `performer_id`, `role`, `event_date`, `start_minute`, `end_minute`)
SELECT b.`id`, b.`performer_id`, CASE WHEN b.`service_type` = 'NONE' THEN 'waiter' ELSE 'stripper' END, b.`event_date`, (CAST(substr(b.`event_time`, 1, instr(b.`event_time`, ':') - 1) AS INTEGER) * 60 + CAST(substr(b.`event_time`, instr(b.`event_time`, ':') + 1) AS INTEGER)), (CAST(substr(b.`event_time`, 1, instr(b.`event_time`, ':') - 1) AS INTEGER) * 60 + CAST(substr(b.`event_time`, instr(b.`event_time`, ':') + 1) AS INTEGER)) + b.`duration`
FROM `bookings` b
WHERE b.`performer_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `performers` p WHERE p.`id` = b.`performer_id`)
  AND NOT (b.`customer_name` = 'Anonymised' AND b.`customer_email` = '' AND b.`additional_data` IS NULL)
  AND NOT EXISTS (SELECT 1 FROM `booking_performers` bp WHERE bp.`booking_id` = b.`id`) AND NOT EXISTS (SELECT 1 FROM `booking_former_performers` f WHERE f.`booking_id` = b.`id`);--> statement-breakpoint
-- 4. A booking that names nobody at all keeps the name of its legacy column (its performer deleted since).
INSERT INTO `booking_former_performers` (`booking_id`, `performer_id`, `role`, `name`)
SELECT b.`id`, coalesce(b.`performer_id`, ''), CASE WHEN b.`service_type` = 'NONE' THEN 'waiter' ELSE 'stripper' END, b.`performer_name`
FROM `bookings` b
WHERE b.`performer_name` IS NOT NULL AND b.`performer_name` != ''
  AND NOT (b.`customer_name` = 'Anonymised' AND b.`customer_email` = '' AND b.`additional_data` IS NULL)
  AND NOT EXISTS (SELECT 1 FROM `booking_performers` bp WHERE bp.`booking_id` = b.`id`) AND NOT EXISTS (SELECT 1 FROM `booking_former_performers` f WHERE f.`booking_id` = b.`id`);--> statement-breakpoint
-- 5. The JSON's copies go (the services and the price breakdown stay).
UPDATE `bookings` SET `additional_data` = json_remove(`additional_data`, '$.services.selectedStrippers', '$.services.selectedWaiters')
WHERE CASE WHEN json_valid(`additional_data`)
  THEN json_type(`additional_data`, '$.services.selectedStrippers') IS NOT NULL OR json_type(`additional_data`, '$.services.selectedWaiters') IS NOT NULL
  ELSE 0 END;--> statement-breakpoint
-- 6. The columns go. performer_id's reference to performers cannot be dropped in place, so the table is rebuilt
--    (drizzle-kit's copy, drop and rename). The rows that reference bookings are kept: migrateDatabase runs the
--    migrations with foreign keys off (these PRAGMAs are no-ops inside the migrations' transaction) and checks
--    them after. The search index's triggers go with the old table and are made again at the end.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text,
	`service_type` text NOT NULL,
	`performance_style` text NOT NULL,
	`occasion` text,
	`event_date` text NOT NULL,
	`event_time` text NOT NULL,
	`duration` integer NOT NULL,
	`total_price` integer NOT NULL,
	`advance_amount` integer DEFAULT 0 NOT NULL,
	`cash_amount` integer DEFAULT 0 NOT NULL,
	`advance_percent` integer,
	`special_requests` text,
	`location` text,
	`address` text,
	`venue_type` text,
	`sound_system` text,
	`additional_data` text,
	`waiter_package` text GENERATED ALWAYS AS (json_extract(additional_data, '$.services.selectedToplessWaiter')) VIRTUAL,
	`performer_note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`advance_status` text DEFAULT 'unpaid' NOT NULL,
	`advance_slip` text,
	`advance_slip_reference` text,
	`advance_reported_at` integer,
	`reminder_sent_at` integer,
	`source` text DEFAULT 'customer' NOT NULL,
	`price_override_reason` text,
	`engine_price` integer,
	`held_since` integer,
	`hold_reminder_sent_at` integer,
	`hold_exempt` integer DEFAULT false NOT NULL,
	`confirm_token_hash` text,
	`browser_key_hash` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_bookings`("id", "customer_name", "customer_email", "customer_phone", "service_type", "performance_style", "occasion", "event_date", "event_time", "duration", "total_price", "advance_amount", "cash_amount", "advance_percent", "special_requests", "location", "address", "venue_type", "sound_system", "additional_data", "performer_note", "status", "advance_status", "advance_slip", "advance_slip_reference", "advance_reported_at", "reminder_sent_at", "source", "price_override_reason", "engine_price", "held_since", "hold_reminder_sent_at", "hold_exempt", "confirm_token_hash", "browser_key_hash", "locale", "created_at") SELECT "id", "customer_name", "customer_email", "customer_phone", "service_type", "performance_style", "occasion", "event_date", "event_time", "duration", "total_price", "advance_amount", "cash_amount", "advance_percent", "special_requests", "location", "address", "venue_type", "sound_system", "additional_data", "performer_note", "status", "advance_status", "advance_slip", "advance_slip_reference", "advance_reported_at", "reminder_sent_at", "source", "price_override_reason", "engine_price", "held_since", "hold_reminder_sent_at", "hold_exempt", "confirm_token_hash", "browser_key_hash", "locale", "created_at" FROM `bookings`;--> statement-breakpoint
DROP TABLE `bookings`;--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_confirm_token_idx` ON `bookings` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`customer_email`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`,`id`,`advance_status`);--> statement-breakpoint
CREATE INDEX `bookings_advance_created_idx` ON `bookings` (`advance_status`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `bookings_reminder_idx` ON `bookings` (`reminder_sent_at`,`event_date`);--> statement-breakpoint
CREATE INDEX `bookings_personal_idx` ON `bookings` (`event_date`) WHERE "bookings"."customer_email" != '';--> statement-breakpoint
CREATE INDEX `bookings_insights_idx` ON `bookings` (`event_date`,`status`,`advance_status`,`total_price`,`advance_amount`,`cash_amount`,`location`,`service_type`,`occasion`,`event_time`,`created_at`,`id`,`waiter_package`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_event_idx` ON `bookings` (`status`,`event_date`);--> statement-breakpoint
CREATE INDEX `bookings_slip_reference_idx` ON `bookings` (`advance_slip_reference`);--> statement-breakpoint
-- The search index's triggers, as migration 0011 made them.
CREATE TRIGGER `bookings_search_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `bookings_search` (`booking_id`, `name`, `email`, `phone`, `ref`) VALUES (new.`id`, new.`customer_name`, new.`customer_email`, new.`customer_phone`, new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `bookings_search_delete` AFTER DELETE ON `bookings` BEGIN
  DELETE FROM `bookings_search` WHERE `rowid` IN (SELECT `rowid` FROM `bookings_search` WHERE `ref` MATCH '"' || old.`id` || '"') AND `booking_id` = old.`id`;
  DELETE FROM `bookings_search` WHERE length(old.`id`) < 3 AND `booking_id` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `bookings_search_update` AFTER UPDATE OF `id`, `customer_name`, `customer_email`, `customer_phone` ON `bookings` BEGIN
  DELETE FROM `bookings_search` WHERE `rowid` IN (SELECT `rowid` FROM `bookings_search` WHERE `ref` MATCH '"' || old.`id` || '"') AND `booking_id` = old.`id`;
  DELETE FROM `bookings_search` WHERE length(old.`id`) < 3 AND `booking_id` = old.`id`;
  INSERT INTO `bookings_search` (`booking_id`, `name`, `email`, `phone`, `ref`) VALUES (new.`id`, new.`customer_name`, new.`customer_email`, new.`customer_phone`, new.`id`);
END;
