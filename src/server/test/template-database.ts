/** The migrated, seeded database every test file clones (made once per run by global-setup). */
export const TEMPLATE_DATABASE = "ch_test_template";
