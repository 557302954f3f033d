import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { productPageSchema, productSuggestionsSchema } from "../../../shared/contracts/products.js";
import {
  DEPLOYMENT_LABELS,
  LANGUAGE_LABELS,
  type Deployment,
  type Language,
} from "../../../shared/product-facts.js";
import { CATEGORY_LABELS, PRODUCT_CATEGORIES } from "../../../shared/products.js";
import { CATALOGUE } from "../../db/seed/catalogue.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { catalogueQuery, QueryMemo, writeCatalogueQuery } from "./catalogue-query.js";
import type { DbOrTx } from "../../db/client.js";

/** The held-out searches (accountant-queries.json): what accountants type, and what must come up. */
interface HeldOutQuery {
  kind: string;
  query: string;
  /** The search finds nothing; its empty state offers this one, which the rest applies to. */
  didYouMean?: string;
  within: number;
  expect?: string[];
  allHave?: Partial<Record<"integration" | "form" | "service", string[]>>;
}
const heldOut = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "accountant-queries.json"), "utf8"),
) as { queries: HeldOutQuery[] };

const FACT_OF = { integration: "integrations", form: "forms", service: "services" } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function firstResults(query: string, limit: number) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/products?${new URLSearchParams({ q: query, limit: String(limit) })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json()).items.map((item) => {
    const seeded = CATALOGUE.find((product) => product.name === item.name);
    expect(seeded, item.name).toBeDefined();
    return seeded!;
  });
}

describe("the held-out accountant searches", () => {
  it("cover integrations, forms, e-filing, typos, vendors, Spanish and everyday jobs", () => {
    const kinds = new Set(heldOut.queries.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(
      ["e-filing", "form", "integration", "job", "spanish", "typo", "vendor"].sort(),
    );
    for (const q of heldOut.queries) {
      for (const slug of q.expect ?? []) {
        expect(
          CATALOGUE.map((p) => p.slug),
          q.query,
        ).toContain(slug);
      }
    }
  });

  it.each(heldOut.queries.map((q) => [q.query, q] as const))(
    "%s finds the right products first",
    async (_, q) => {
      let searched = q.query;
      if (q.didYouMean) {
        expect(await firstResults(q.query, 1), q.query).toEqual([]);
        const res = await t.app.inject({
          method: "GET",
          url: `/api/products/suggestions?${new URLSearchParams({ q: q.query })}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(productSuggestionsSchema.parse(res.json()).didYouMean?.search).toBe(q.didYouMean);
        searched = q.didYouMean;
      }
      const first = await firstResults(searched, q.within);
      const slugs = first.map((product) => product.slug);
      for (const slug of q.expect ?? []) expect(slugs, q.query).toContain(slug);
      if (q.allHave) {
        expect(first, q.query).toHaveLength(q.within);
        for (const product of first) {
          for (const [facet, values] of Object.entries(q.allHave)) {
            const listed = product.facts[FACT_OF[facet as keyof typeof FACT_OF]];
            const has =
              Array.isArray(listed) && values.some((v) => (listed as string[]).includes(v));
            expect(has, `${q.query}: ${product.name} has no ${facet} ${values.join(" or ")}`).toBe(
              true,
            );
          }
        }
      }
    },
  );
});

describe("the search document", () => {
  const factsText = async (category: string, facts: object) =>
    (
      await t.database.db.execute<{ text: string }>(
        sql`SELECT product_facts_search_text(${category}, ${JSON.stringify(facts)}::jsonb) AS text`,
      )
    ).rows[0]!.text;

  it("names the facts with the labels people read (the SQL copies the shared lists)", async () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(await factsText(category, {})).toContain(CATEGORY_LABELS[category]);
    }
    for (const [place, label] of Object.entries(DEPLOYMENT_LABELS)) {
      expect(await factsText("software", { deployment: [place as Deployment] })).toContain(label);
    }
    for (const [language, label] of Object.entries(LANGUAGE_LABELS)) {
      expect(await factsText("software", { languages: [language as Language] })).toContain(label);
    }
  });

  it("reads every list fact whatever it holds: a list, unknown or nothing", async () => {
    const text = await factsText("saas", {
      vendor: "Acme",
      services: "unknown",
      forms: ["W-2", "1099-NEC"],
      integrations: ["Xero"],
      deployment: "unknown",
      security: { soc2: "yes", wisp: "no", mfa: "unknown" },
    });
    expect(text).toBe("SaaS, Acme, W-2, 1099-NEC, Xero, SOC 2");
  });

  it("joins form codes into one word, as the typed text is joined", async () => {
    const { rows } = await t.database.db.execute<{ words: string[] }>(
      sql`SELECT tsvector_to_array(catalogue_tsvector('W-2, K-1, 1099-NEC and 990-EZ e-file')) AS words`,
    );
    expect(rows[0]!.words).toEqual(
      expect.arrayContaining(["w2", "k1", "1099nec", "990ez", "e-file"]),
    );
    expect(rows[0]!.words).not.toContain("-2");
  });
});

describe("a beginning of a word written as the catalogue words it begins", () => {
  it("finds the same products as the beginning itself, common or rare, stem or as written", async () => {
    const db = t.database.db;
    const { rows } = await db.execute<{ word: string }>(
      sql`SELECT word FROM catalogue_words ORDER BY word`,
    );
    // The beginnings of every 43rd word the catalogue uses: one letter (beginning too many words
    // to be written out) to the whole word.
    const searches = new Set<string>();
    rows.forEach(({ word }, i) => {
      if (i % 43 !== 0) return;
      for (const n of [1, 2, 3, 5, 7]) if (n < word.length) searches.add(word.slice(0, n));
      searches.add(word);
    });
    const found = async (text: string) =>
      (
        await db.execute<{ ids: number[] | null }>(
          sql`SELECT array_agg(id ORDER BY id) AS ids FROM products
              WHERE search_document @@ ${text}::tsquery`,
        )
      ).rows[0]!.ids ?? [];
    let written = 0;
    for (const search of searches) {
      const words = await writeCatalogueQuery(db, search);
      const beginning = await writeCatalogueQuery(db, search, { completeBeginnings: false });
      if (!words || !beginning) continue;
      if (words.text !== beginning.text) written++;
      expect(await found(words.text), search).toEqual(await found(beginning.text));
    }
    expect(written).toBeGreaterThan(searches.size / 2);
  });
});

describe("the words kept from searches before", () => {
  /** The database, counting the statements sent to it. */
  const counting = () => {
    const db = t.database.db;
    const counter = { statements: 0, db: db as DbOrTx };
    counter.db = new Proxy(db, {
      get(target, name, receiver) {
        if (name === "execute") counter.statements++;
        return Reflect.get(target, name, receiver);
      },
    });
    return counter;
  };

  it("write the same query as a lookup of every word, and spare the lookup of known ones", async () => {
    const memo = new QueryMemo();
    const db = t.database.db;
    // Every held-out search, then pairs of their words in new orders: most words come back, as
    // a single word, in a phrase, as a synonym's word, or corrected.
    const searches = heldOut.queries.map((q) => q.query);
    const words = [...new Set(searches.flatMap((q) => q.split(/\s+/)))];
    const pairs = words.slice(0, 60).map((word, i) => `${words[(i * 7) % words.length]} ${word}`);
    for (const search of [...searches, ...pairs]) {
      expect(await catalogueQuery(db, search, memo), search).toEqual(
        await writeCatalogueQuery(db, search),
      );
    }
    const known = counting();
    for (const search of pairs.slice(0, 20).map((pair) => pair.split(" ").reverse().join(" "))) {
      await catalogueQuery(known.db, search, memo);
    }
    expect(known.statements).toBe(0);

    memo.clear(); // the catalogue changed
    const after = counting();
    await catalogueQuery(after.db, "quickbooks payroll", memo);
    expect(after.statements).toBe(1);
  });

  it("are looked up once for concurrent asks of one search", async () => {
    const memo = new QueryMemo();
    const counted = counting();
    const both = await Promise.all([
      catalogueQuery(counted.db, "bookkeeping nonprofit", memo),
      catalogueQuery(counted.db, "Bookkeeping  nonprofit", memo),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect(counted.statements).toBe(1);
  });
});

describe("what a search that finds nothing offers", () => {
  const suggestions = async (q: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/products/suggestions?${new URLSearchParams({ q })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return productSuggestionsSchema.parse(res.json());
  };
  const totalOf = async (q: string) =>
    productPageSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/products?${new URLSearchParams({ q, limit: "1" })}`,
        })
      ).json(),
    ).total;

  it("is the search without the word that stopped it, spelled as the catalogue spells it", async () => {
    expect(await totalOf("reciept scanning")).toBe(0);
    const offered = await suggestions("reciept scanning");
    expect(offered.didYouMean).toEqual({ search: "receipt", total: await totalOf("receipt") });
    expect(offered.didYouMean!.total).toBeGreaterThan(0);
  });

  it("names the facet values most like the search, counted as the facet filter counts them", async () => {
    const offered = await suggestions("estate tax 706");
    const estate = offered.facets.find(
      (f) => f.facet === "service" && f.value === "Estate Planning",
    );
    expect(estate).toBeDefined();
    const counts = await t.app.inject({ method: "GET", url: "/api/products/facets" });
    const service = (counts.json() as { facets: { service: { value: string; count: number }[] } })
      .facets.service;
    expect(estate!.count).toBe(service.find((c) => c.value === "Estate Planning")!.count);
    // "tax" is in four labels: it names none of them ("Drake Tax" is not what was asked for).
    expect(offered.facets.map((f) => f.label)).toEqual(["Estate Planning"]);
  });

  it.each([
    // Only "form", which every form's label has: no form is named.
    ["form 8821", []],
    ["crypto tax", []],
    // "sales" and "Charles" share two trigrams; "8821" and "990" none.
    ["sales tax 8821", []],
    // What a label says in brackets does not name it: "50" is not "Mid-size Firm (11 to 50 people)".
    ["sage 50", ["Sage Intacct"]],
    // A quarter of "Cedarline Nonprofit Fund Accounting" named, and half of the search.
    ["trust accounting", []],
    ["netsuit migration", ["NetSuite"]],
    ["cloud payroll outsourcing", ["Cloud (web browser)", "Payroll Services"]],
  ])("offers for %j only the facet values it names: %j", async (q, labels) => {
    expect(await totalOf(q)).toBe(0);
    expect((await suggestions(q)).facets.map((f) => f.label)).toEqual(labels);
  });

  it("offers no search of single letters", async () => {
    expect(await totalOf("blockchainz c")).toBe(0);
    expect((await suggestions("blockchainz c")).didYouMean).toBeNull();
  });
});
