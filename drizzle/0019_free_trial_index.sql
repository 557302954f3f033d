-- The products on sale that start with a free trial (decision 0232): few of them, so a listing
-- filtered by trial=true reads them through this index instead of testing every row (at 100,000
-- products, 22 have a trial; the facet counts of a trial listing took a sequential scan).
CREATE INDEX products_free_trial_idx ON products (id) WHERE is_active AND has_free_trial;
