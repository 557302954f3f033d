ALTER TABLE "products" ADD COLUMN "facts" jsonb;--> statement-breakpoint
CREATE INDEX "products_facts_idx" ON "products" USING gin ("facts" jsonb_path_ops);--> statement-breakpoint
-- Stale content (issue 17): the deadline calendar on sale in late 2026 is for 2027. Only a row an
-- admin has not renamed is touched; the seed fills the fact sheets of rows that have none.
UPDATE "products" SET
  "name" = 'Federal Tax Deadline Calendar 2027',
  "description" = 'Every federal filing and deposit deadline a small practice tracks in 2027, from January information returns to October extensions, with the form, who files it and the weekend-adjusted date. Import it into a spreadsheet or your practice calendar.',
  "download_url" = '/downloads/federal-tax-deadline-calendar-2027.csv',
  "updated_at" = now()
WHERE "slug" = 'countinghouse-tax-deadline-calendar-2025' AND "name" = 'Federal Tax Deadline Calendar 2025';
