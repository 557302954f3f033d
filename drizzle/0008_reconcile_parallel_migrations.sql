-- Nothing to change: this migration only carries the schema snapshot that joins the migrations
-- written in parallel (0003, 0005, 0006, 0007), so drizzle-kit generate diffs against the whole schema.
SELECT 1;
