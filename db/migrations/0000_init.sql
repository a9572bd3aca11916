CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`stage_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`age` text NOT NULL,
	`location` text NOT NULL,
	`interested_in` text DEFAULT '[]' NOT NULL,
	`additional_details` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `booking_performers` (
	`booking_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`role` text NOT NULL,
	`event_date` text NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `performer_id`, `role`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_performers_slot_idx` ON `booking_performers` (`performer_id`,`event_date`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text,
	`performer_id` text,
	`performer_name` text,
	`service_type` text NOT NULL,
	`performance_style` text NOT NULL,
	`occasion` text,
	`event_date` text NOT NULL,
	`event_time` text NOT NULL,
	`duration` integer NOT NULL,
	`total_price` integer NOT NULL,
	`special_requests` text,
	`location` text,
	`address` text,
	`venue_type` text,
	`sound_system` text,
	`additional_data` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `performers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`customer_email`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`inquiry_type` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`);--> statement-breakpoint
CREATE TABLE `performers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text NOT NULL,
	`additional_images` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`location` text DEFAULT 'Bangkok' NOT NULL,
	`height` text DEFAULT '5''10' NOT NULL,
	`eye_color` text DEFAULT 'Brown' NOT NULL,
	`hair_color` text DEFAULT 'Brown' NOT NULL,
	`tattoos` text DEFAULT 'None' NOT NULL,
	`costumes` text DEFAULT '[]' NOT NULL,
	`available_for` text DEFAULT '[]' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `performers_public_idx` ON `performers` (`is_available`,`display_order`);--> statement-breakpoint
CREATE TABLE `pricing_items` (
	`id` text PRIMARY KEY NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`price` integer NOT NULL,
	`duration` integer NOT NULL,
	`description` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`location` text DEFAULT 'bangkok' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pricing_items_card_idx` ON `pricing_items` (`location`,`category`,`title`);--> statement-breakpoint
CREATE TABLE `pricing_parameters` (
	`id` text PRIMARY KEY NOT NULL,
	`parameter_type` text NOT NULL,
	`location` text NOT NULL,
	`service_type` text DEFAULT 'NONE' NOT NULL,
	`value` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pricing_parameters_key_idx` ON `pricing_parameters` (`parameter_type`,`location`,`service_type`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` blob NOT NULL,
	`csrf_token` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
