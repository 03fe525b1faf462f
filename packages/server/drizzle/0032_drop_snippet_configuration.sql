-- Snippets are made by the server now (modules/search/snippet.ts), not by ts_headline: the text search
-- configuration that served only them goes.
DROP TEXT SEARCH CONFIGURATION IF EXISTS masal_simple;
