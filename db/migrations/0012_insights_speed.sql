DROP INDEX `bookings_insights_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `waiter_package` text GENERATED ALWAYS AS (json_extract(additional_data, '$.services.selectedToplessWaiter')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `bookings_insights_idx` ON `bookings` (`event_date`,`status`,`advance_status`,`total_price`,`location`,`service_type`,`occasion`,`event_time`,`created_at`,`id`,`waiter_package`);--> statement-breakpoint
CREATE INDEX `performer_assignments_answer_idx` ON `performer_assignments` (`booking_id`,`performer_id`,`answer`);