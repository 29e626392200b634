-- Grandfather the addresses accounts had before email verification came:
-- they were in use (mailed turns, results, invitations) before anyone could
-- prove an address, so each counts as verified at its account's creation.
-- Addresses given from now on get nothing but verification mails until
-- verified (docs/cadence.md, "Email").
UPDATE "accounts"
   SET "email_verified_at" = "created_at"
 WHERE "email" IS NOT NULL AND "email" <> '' AND "email_verified_at" IS NULL;
