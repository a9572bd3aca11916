-- One stored spelling per concept (src/content/services.ts, src/content/cities.ts).
-- A performer's location becomes the key of their city, as a booking's is: a free text naming a city with
-- a page is that city ('Bangkok', 'bangkok city', 'Patong, Phuket', 'Koh Samui'); any other text becomes
-- its own key (lower case, spaces to hyphens: 'Krabi' → 'krabi').
UPDATE `performers` SET `location` = CASE
  WHEN lower(`location`) LIKE '%bangkok%' THEN 'bangkok'
  WHEN lower(`location`) LIKE '%pattaya%' THEN 'pattaya'
  WHEN lower(`location`) LIKE '%phuket%' THEN 'phuket'
  WHEN lower(replace(`location`, '-', ' ')) LIKE '%chiang mai%' THEN 'chiang-mai'
  WHEN lower(replace(`location`, '-', ' ')) LIKE '%hua hin%' THEN 'hua-hin'
  WHEN lower(replace(`location`, '-', ' ')) LIKE '%koh samui%' THEN 'koh-samui'
  ELSE lower(replace(trim(`location`), ' ', '-'))
END;--> statement-breakpoint
-- A performer's styles are the performer style keys (topless, underwear, fullmonty, duo): 'Full Monty',
-- 'full-monty' and 'full monty' become 'fullmonty', a repeated style is kept once, other entries are kept.
UPDATE `performers` SET `available_for` = (
  SELECT json_group_array(`style`) FROM (
    SELECT `style`, min(`key`) AS `first` FROM (
      SELECT `key`, CASE
        WHEN lower(replace(replace(trim(`value`), ' ', ''), '-', '')) IN ('topless', 'underwear', 'fullmonty', 'duo')
          THEN lower(replace(replace(trim(`value`), ' ', ''), '-', ''))
        ELSE `value`
      END AS `style` FROM json_each(`performers`.`available_for`)
    ) GROUP BY `style` ORDER BY `first`
  )
) WHERE json_valid(`available_for`) AND json_type(`available_for`) = 'array';--> statement-breakpoint
-- A booking's performance style is 'topless', 'underwear' or 'full monty'.
UPDATE `bookings` SET `performance_style` = CASE lower(replace(replace(trim(`performance_style`), ' ', ''), '-', ''))
  WHEN 'topless' THEN 'topless'
  WHEN 'underwear' THEN 'underwear'
  WHEN 'fullmonty' THEN 'full monty'
  ELSE `performance_style`
END WHERE `performance_style` NOT IN ('topless', 'underwear', 'full monty');--> statement-breakpoint
-- A booking's service type is the card title of its stripper service, or NONE.
UPDATE `bookings` SET `service_type` = CASE upper(replace(replace(trim(`service_type`), ' ', ''), '-', ''))
  WHEN 'TOPLESS' THEN 'TOPLESS'
  WHEN 'UNDERWEAR' THEN 'UNDERWEAR'
  WHEN 'FULLMONTY' THEN 'FULL MONTY'
  WHEN 'DUO' THEN 'DUO'
  WHEN 'NONE' THEN 'NONE'
  ELSE `service_type`
END WHERE `service_type` NOT IN ('TOPLESS', 'UNDERWEAR', 'FULL MONTY', 'DUO', 'NONE');--> statement-breakpoint
-- A booking's city is its key ('Phuket' → 'phuket'), as the booking form has always sent it.
UPDATE `bookings` SET `location` = lower(replace(trim(`location`), ' ', '-'))
WHERE `location` IS NOT NULL AND `location` != lower(replace(trim(`location`), ' ', '-'));
