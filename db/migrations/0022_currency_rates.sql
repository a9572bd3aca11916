CREATE TABLE `currency_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`baht_per_unit` real NOT NULL,
	`set_at` integer NOT NULL,
	`set_by` text NOT NULL,
	`source` text NOT NULL
);
