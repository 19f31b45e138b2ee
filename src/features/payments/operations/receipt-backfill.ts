/**
 * Receipt numbers for payments captured before receipts existed,
 * run once by the migration `receipt_numbers`. In created order, per calendar
 * year in India of the capture (as giveReceipt numbers new ones), after any
 * number that year already has. A capture recorded as a duplicate to refund
 * paid nothing, so it gets none. The date received is the capture's when unset.
 * Plain SQL text: the migration runs it on Payload's pool.
 */
export const RECEIPT_BACKFILL_SQL = `
WITH numbered AS (
  SELECT p.id, p.created_at,
    to_char(p.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY') AS y,
    row_number() OVER (PARTITION BY to_char(p.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY') ORDER BY p.created_at, p.id) AS n
  FROM payments p
  WHERE p.status = 'captured' AND p.receipt_number IS NULL
    AND NOT EXISTS (SELECT 1 FROM payment_duplicates d WHERE d.provider_payment_id = p.provider_payment_id)
),
offset_by_year AS (
  SELECT y, coalesce((SELECT max(substring(q.receipt_number from 11)::int) FROM payments q WHERE q.receipt_number ~ ('^RCPT-' || y || '-[0-9]+$')), 0) AS base
  FROM (SELECT DISTINCT y FROM numbered) years
),
given AS (
  SELECT numbered.id, numbered.created_at, 'RCPT-' || numbered.y || '-' || lpad((numbered.n + o.base)::text, greatest(6, length((numbered.n + o.base)::text)), '0') AS receipt_number
  FROM numbered JOIN offset_by_year o ON o.y = numbered.y
)
UPDATE payments p SET receipt_number = given.receipt_number, received_on = coalesce(p.received_on, given.created_at)
FROM given WHERE p.id = given.id`
