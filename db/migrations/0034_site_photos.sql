-- Issue 60: the site's own photos the owner replaced (the home page's hero, the about page's photo), one row per slot
-- naming a stored upload; a slot without a row shows the page as built.
CREATE TABLE `site_photos` (
	`slot` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL
);
