-- Support search without accents (issue 29, decision 0083): "schroder" finds Schröder. unaccent() is only
-- STABLE (its rules file could change), so an index cannot hold it; search_fold() names the dictionary by
-- schema and is declared IMMUTABLE, which holds as long as unaccent's rules file stays as installed
-- (after changing it: REINDEX the *_support_fold indexes). unaccent is a trusted extension (PostgreSQL 13+),
-- like pg_trgm (0000_extensions); PGlite loads it from @electric-sql/pglite/contrib (db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
