-- On PGlite, documents' HTML is stored uncompressed (out of line, as TOAST "external" storage).
-- PGlite is PostgreSQL compiled to WebAssembly running in the server's own thread: compressing a
-- 24 KB policy with pglz (PGlite has no LZ4, see 0003) took about 0.3 ms, during which that thread
-- served nothing else, and it was a third of a generation's CPU. Uncompressed, a policy takes about
-- 2.5 times the space (24 KB instead of 9.5 KB). A PostgreSQL server compresses in its own
-- processes and keeps LZ4 (0003). Applies to documents written from now on.
DO $$
BEGIN
  IF version() LIKE '%PGlite%' OR version() LIKE '%emscripten%' THEN
    ALTER TABLE "documents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
  END IF;
END $$;
