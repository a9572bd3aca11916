DROP INDEX `applications_created_idx`;--> statement-breakpoint
DROP INDEX `applications_status_created_idx`;--> statement-breakpoint
CREATE INDEX `applications_email_idx` ON `applications` (lower("email"));--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `applications_status_created_idx` ON `applications` (`status`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `bookings_status_created_idx`;--> statement-breakpoint
DROP INDEX `bookings_advance_created_idx`;--> statement-breakpoint
CREATE INDEX `bookings_personal_idx` ON `bookings` (`event_date`) WHERE "bookings"."customer_email" != '';--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`,`id`,`advance_status`);--> statement-breakpoint
CREATE INDEX `bookings_advance_created_idx` ON `bookings` (`advance_status`,`created_at`,`id`,`status`);--> statement-breakpoint
DROP INDEX `contacts_created_idx`;--> statement-breakpoint
DROP INDEX `contacts_status_created_idx`;--> statement-breakpoint
CREATE INDEX `contacts_email_idx` ON `contacts` (lower("email"));--> statement-breakpoint
CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_status_created_idx` ON `contacts` (`status`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `outbox_recipient_idx`;--> statement-breakpoint
ALTER TABLE `outbox` ADD `entry_id` text;--> statement-breakpoint
CREATE INDEX `outbox_entry_idx` ON `outbox` (`entry_id`);--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (lower("recipient"));--> statement-breakpoint
-- The agency's notices of a contact message or an application carried the entry's id only in their text
-- ("Riferimento: <id>", earlier "Reference: <id>"); the messages already queued or kept get it as entry_id.
UPDATE `outbox` SET `entry_id` = substr(`body`, instr(`body`, 'Riferimento: ') + 13, 36) WHERE `kind` IN ('agency-contact', 'agency-application') AND instr(`body`, 'Riferimento: ') > 0;--> statement-breakpoint
UPDATE `outbox` SET `entry_id` = substr(`body`, instr(`body`, 'Reference: ') + 11, 36) WHERE `kind` IN ('agency-contact', 'agency-application') AND `entry_id` IS NULL AND instr(`body`, 'Reference: ') > 0;
