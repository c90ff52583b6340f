-- The lowercase character pairs of a text (each kept once by the index), for searches of two characters: they hold no
-- trigram for pg_trgm to look up, so their rows are found through a GIN index of these pairs
-- (`search_pairs(col) collate "C" @> array[lower(q)]`, rechecked with ILIKE). The pairs starting at
-- odd and at even positions are cut by two regular expressions (about 4 µs a value, where a loop
-- over the positions takes 15); a value's U+0001 characters separate pairs and are never searched.
CREATE FUNCTION search_pairs(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_remove(string_to_array(
    regexp_replace(lower(value), '(..)|.', E'\\1\x01', 'g') || regexp_replace(substr(lower(value), 2), '(..)|.', E'\\1\x01', 'g'),
    E'\x01'), '')
$$;
--> statement-breakpoint
CREATE INDEX "coupons_code_pairs_idx" ON "coupons" USING gin (search_pairs("code") collate "C");--> statement-breakpoint
CREATE INDEX "transactions_reference_pairs_idx" ON "transactions" USING gin (search_pairs("reference") collate "C");--> statement-breakpoint
CREATE INDEX "transactions_transaction_id_pairs_idx" ON "transactions" USING gin (search_pairs("transaction_id") collate "C");--> statement-breakpoint
CREATE INDEX "users_name_pairs_idx" ON "users" USING gin (search_pairs("name") collate "C");--> statement-breakpoint
CREATE INDEX "users_email_pairs_idx" ON "users" USING gin (search_pairs("email") collate "C");