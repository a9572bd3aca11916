CREATE TABLE `expired_requests` (
	`event_date` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bookings_insights_idx` ON `bookings` (`event_date`,`status`,`advance_status`,`total_price`,`location`,`service_type`,`occasion`,`event_time`,`created_at`,`id`,json_extract(additional_data, '$.services.selectedToplessWaiter'));