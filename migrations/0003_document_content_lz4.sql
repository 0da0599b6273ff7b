-- Documents' HTML is compressed with LZ4 where the server has it (PostgreSQL 14+ built with lz4,
-- as Debian's and most packaged builds are): several times faster to store and read than the
-- default pglz, for a few per cent more space. Servers without it (PGlite) keep pglz. Applies to
-- documents written from now on; existing ones are read as they were stored.
DO $$
BEGIN
  ALTER TABLE "documents" ALTER COLUMN "content" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
