-- Issue 55, item 2: the language each person reads the panel in, Italian unless they choose English or Thai.
ALTER TABLE `staff` ADD `panel_locale` text DEFAULT 'it' NOT NULL;
