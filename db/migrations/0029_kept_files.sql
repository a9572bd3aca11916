-- Issue 58, item 2: the bytes of every uploaded photo and slip, kept beside the rows that name them, so the
-- replica carries them off the machine within its sync interval (src/lib/server/kept-files.ts).
CREATE TABLE `kept_files` (
	`folder` text NOT NULL,
	`name` text NOT NULL,
	`bytes` blob NOT NULL,
	`kept_at` integer NOT NULL,
	PRIMARY KEY(`folder`, `name`)
);
