-- A booking whose advance was marked received before "received" settled its shares (booking-money.server.ts,
-- moveAdvance) may still list shares as open: they count as received now, way `desk` unless the payer said
-- one, as the agency's "received" does today, so the organiser's list and every guest link agree.
UPDATE `advance_shares` SET `status` = 'received', `method` = coalesce(`method`, 'desk'), `received_at` = (unixepoch('subsec') * 1000)
WHERE `status` != 'received' AND `booking_id` IN (SELECT `id` FROM `bookings` WHERE `advance_status` = 'received');
