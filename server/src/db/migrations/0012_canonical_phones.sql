-- One stored form for customers' mobile numbers: +923001234567. Orders placed before it were kept
-- as typed in one of the seed's two shapes ('0300-1234567' or '03001234567', or already
-- '+923001234567'); new orders are stored canonical by the server (src/domain/phone.ts).
UPDATE "orders"
SET "customer_phone" = '+92' || substr(regexp_replace("customer_phone", '[^0-9]', '', 'g'), 2)
WHERE "customer_phone" ~ '^03[0-9]{2}-?[0-9]{7}$';
