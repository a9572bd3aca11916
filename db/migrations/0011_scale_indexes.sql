CREATE INDEX `applications_status_created_idx` ON `applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_event_idx` ON `bookings` (`status`,`event_date`);--> statement-breakpoint
CREATE INDEX `contacts_status_created_idx` ON `contacts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_status_created_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limits_reset_idx` ON `rate_limits` (`reset_at`);--> statement-breakpoint
-- The admin search (name, e-mail, phone or reference, any part of them) through a trigram index
-- instead of reading every booking. Not in schema.ts (drizzle has no virtual tables); kept by the
-- triggers below; 'secure-delete' so an erased name leaves no copy in the index.
CREATE VIRTUAL TABLE `bookings_search` USING fts5(`booking_id` UNINDEXED, `name`, `email`, `phone`, `ref`, tokenize = 'trigram');--> statement-breakpoint
INSERT INTO `bookings_search` (`bookings_search`, `rank`) VALUES ('secure-delete', 1);--> statement-breakpoint
INSERT INTO `bookings_search` (`booking_id`, `name`, `email`, `phone`, `ref`) SELECT `id`, `customer_name`, `customer_email`, `customer_phone`, `id` FROM `bookings`;--> statement-breakpoint
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
