ALTER TABLE `advance_shares` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `advance_shares` ADD `last_call_at` integer;--> statement-breakpoint
ALTER TABLE `advance_shares` ADD `due_notice_at` integer;