import fs from "node:fs";
import path from "node:path";
import { expect, test, withHydration, type Locator, type Page } from "./fixtures";
import { collectConsoleErrors, findOutboxEmail, signIn, toast } from "./helpers";

const resourceCards = (page: Page) => page.getByTestId("resource-card");
const cardTitled = (page: Page, title: string) =>
  resourceCards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
/** The count a card shows; a resource nobody has downloaded shows none. */
const downloadsShown = async (card: Locator) => {
  const count = card.getByTestId("download-count");
  if ((await count.count()) === 0) return 0;
  return Number((await count.innerText()).replace(/\D/g, ""));
};

test.describe("free resources", () => {
  test("search matches title, description or a tag, combined with the category", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/free-resources");
    const all = await page.request.get("/api/free-resources").then((r) => r.json());
    await expect(resourceCards(page)).toHaveCount(all.length);

    const search = page.getByRole("searchbox", { name: "Search resources" });
    await search.fill("CHECKLIST");
    await expect(resourceCards(page).first()).toBeVisible();
    for (const card of await resourceCards(page).all()) {
      await expect(card).toContainText(/checklist/i);
    }

    // A word found only in a tag.
    await search.fill("safe harbor");
    await expect(resourceCards(page)).toHaveCount(1);
    await expect(resourceCards(page)).toContainText("Quarterly Estimated Tax Worksheet");

    await search.fill("");
    const category = page.getByRole("combobox", { name: "Category" });
    await expect(category.locator("option")).toHaveText([
      "All Resources",
      "Templates",
      "Guides & Tutorials",
      "Tools & Calculators",
      "Checklists",
    ]);
    await category.selectOption({ label: "Tools & Calculators" });
    await expect(resourceCards(page).first()).toBeVisible();
    for (const card of await resourceCards(page).all()) {
      await expect(card).toContainText("Tools & Calculators");
    }

    await search.fill("engagement");
    await expect(resourceCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
    // The filters are in the URL: a reload keeps them, Clear Filters empties both.
    await expect(page).toHaveURL(/\?search=engagement&category=tools$/);
    await page.reload();
    await expect(search).toHaveValue("engagement");
    await expect(category).toHaveValue("tools");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/free-resources$/);
    await expect(search).toHaveValue("");
    await expect(resourceCards(page)).toHaveCount(all.length);
    await search.fill("engagement");
    await category.selectOption({ label: "Templates" });
    await expect(resourceCards(page).first()).toBeVisible();
    for (const card of await resourceCards(page).all()) {
      await expect(card).toContainText("Templates");
      await expect(card).toContainText(/engagement/i);
    }
    expect(errors).toEqual([]);
  });

  test("a card shows at most 3 tags and a +N more badge", async ({ page }) => {
    await page.goto("/free-resources");
    const card = cardTitled(page, "Protecting Client Data: Security Guide for Small Firms");
    const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveCount(4);
    await expect(tags.last()).toHaveText("+2 more");
    await expect(card).toContainText(/\d+(\.\d)? KB/);
    await expect(card.getByTestId("resource-file")).toHaveText(/^File: PDF · \d+(\.\d)? KB$/);
    await expect(card).toContainText("Guides & Tutorials");
  });

  test("Download counts the download, then the browser saves the real file under its name", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/free-resources");
    const card = cardTitled(page, "Business Mileage Log");
    await expect(card.getByRole("button", { name: /^Download/ })).toBeVisible();
    const before = await downloadsShown(card);

    const counted = page.waitForResponse(
      (r) => r.url().endsWith("/api/free-resources/download") && r.request().method() === "POST",
    );
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: /^Download/ }).click();
    expect((await counted).status()).toBe(200);
    const download = await downloading;

    expect(download.suggestedFilename()).toBe("Business-Mileage-Log.csv");
    const saved = fs.readFileSync((await download.path())!);
    const original = fs.readFileSync(path.resolve("public/resources/business-mileage-log.csv"));
    expect(saved.equals(original)).toBe(true);
    expect(saved.toString("utf8")).toContain("Business Miles");

    await expect(card.getByTestId("download-count")).toHaveText(
      `${before + 1} ${before + 1 === 1 ? "download" : "downloads"}`,
    );
    expect(errors).toEqual([]);
  });

  test("a failed count is only logged: the file still downloads", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
    await page.route("**/api/free-resources/download", (route) =>
      route.fulfill({ status: 503, body: "" }),
    );
    await page.goto("/free-resources");
    const card = cardTitled(page, "Month-End Close Checklist");
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Month-End-Close-Checklist.pdf");
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.subarray(0, 5).toString()).toBe("%PDF-");
    expect(saved.equals(fs.readFileSync("public/resources/month-end-close-checklist.pdf"))).toBe(
      true,
    );
    await expect.poll(() => logged.some((text) => text.includes("Failed to record"))).toBe(true);
    await expect(page.getByRole("status")).toHaveCount(0);
  });

  test("the promo links to products and contact", async ({ page }) => {
    await page.goto("/free-resources");
    await expect(page.getByRole("link", { name: /Browse Products/ })).toHaveAttribute(
      "href",
      "/products",
    );
    await page.getByRole("link", { name: "Contact Our Team" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("about", () => {
  test("has every section and a partner grid where a broken image is hidden", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const sites = await page.request.get("/api/related-sites").then((r) => r.json());
    // Every seeded partner has its pictures; one is made to fail here to see the card cope.
    const brokenSite = sites.find(
      (s: { slug?: string; name: string }) => s.name === "PayGrid Payroll",
    );
    await page.route(`**${brokenSite.brandedImageUrl}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/about");
    for (const heading of [
      "Our Mission",
      "Our Core Values",
      "Our Journey",
      "Leadership Team",
      "Our Network & Partners",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    for (const value of ["Security First", "Innovation", "Professional Focus", "Expert Support"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    for (const year of ["2018", "2020", "2022", "2024"]) {
      await expect(page.getByText(year, { exact: true })).toBeVisible();
    }
    for (const role of ["CEO & Founder", "CTO", "VP of Product"]) {
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    }
    for (const stat of ["10,000+", "99.9%", "24/7", "50+"]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }

    const cards = page.getByTestId("partner-card");
    await expect(cards).toHaveCount(sites.length);
    await expect(cards.filter({ has: page.getByTestId("partner-branded-image") })).toHaveCount(
      sites.length - 1,
    );
    await expect(page.getByTestId("partner-logo")).toHaveCount(sites.length);

    const broken = cards.filter({ hasText: brokenSite.name });
    await expect(broken.getByTestId("partner-branded-image")).toHaveCount(0);
    await expect(broken.getByTestId("partner-logo")).toBeVisible();
    await expect(broken).toContainText(new URL(brokenSite.siteUrl).hostname);
    const visit = broken.getByRole("link", {
      name: `Visit ${brokenSite.name} (opens in a new tab)`,
    });
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("href", brokenSite.siteUrl);

    const branded = cards.filter({ has: page.getByTestId("partner-branded-image") }).first();
    await expect(branded.getByTestId("partner-branded-image")).toBeVisible();
    expect(
      await branded
        .getByTestId("partner-branded-image")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByText("Network Coming Soon")).toHaveCount(0);

    await expect(page.getByRole("link", { name: /Explore Products/ })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(errors).toEqual([]);
  });

  test("the footer's View All Partners scrolls to the partner grid", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "View All Partners" }).click();
    await expect(page).toHaveURL(/\/about#partners$/);
    await expect(page.getByTestId("partner-card").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Network & Partners" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("shows Network Coming Soon when there are no partners", async ({ page }) => {
    await page.route("**/api/related-sites", (route) => route.fulfill({ json: [] }));
    // The server renders /about with its partners: reach it in the browser, which asks the API.
    await page.goto("/contact");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page.getByRole("heading", { name: "Network Coming Soon" })).toBeVisible();
    await expect(page.getByTestId("partner-card")).toHaveCount(0);
  });
});

test.describe("contact", () => {
  test("shows required-field errors, then sends with Sending..., the toast and a reset", async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/contact");
    for (const heading of ["General Inquiry", "Technical Support", "Sales Consultation"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText("Mon-Fri 8-6 EST").first()).toBeVisible();
    await expect(page.getByText("Sat 9-2 EST", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/4-6 hours during business hours.*24 hours otherwise/),
    ).toBeVisible();
    await expect(page.getByText(/14-day free trial/)).toBeVisible();
    await expect(page.getByText(/Choose Product Demo Request as the inquiry type/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Emergency Support" })).toBeVisible();

    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    const expected: Record<string, string> = {
      "First Name": "First name is required",
      "Last Name": "Last name is required",
      Email: "Email is required",
      Subject: "Subject is required",
      Message: "Message is required",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label, { exact: false }).first();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    for (const optional of ["Company", "Phone", "Inquiry Type"]) {
      await expect(page.getByLabel(optional)).not.toHaveAttribute("aria-invalid", "true");
    }

    // This run's own message: the inbox and the outbox also hold earlier runs' and journeys'.
    const token = `${Date.now().toString(36)}${test.info().parallelIndex}`;
    const subject = `Demo for a 6-person firm ${token}`;
    const email = `dana+${token}@whitfieldcpa.com`;
    await page.getByLabel("First Name").fill("Dana");
    await page.getByLabel("Last Name").fill("Whitfield");
    await page.getByLabel("Email").fill("dana@");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Could we see the practice management suite?");
    await send.click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
      "Enter a valid email address",
    );
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByLabel("Email").fill(email);
    await expect(page.getByLabel("Inquiry Type").locator("option")).toHaveText([
      "Select an inquiry type",
      "General Inquiry",
      "Technical Support",
      "Sales Question",
      "Billing Question",
      "Product Demo Request",
    ]);
    await page.getByLabel("Inquiry Type").selectOption({ label: "Product Demo Request" });

    const calls: string[] = [];
    page.on("request", (r) => r.method() !== "GET" && calls.push(new URL(r.url()).pathname));
    // Hold the real request a moment so the Sending... state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    const shown = toast(page, "Message Sent");
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("Inquiry Type")).toHaveValue("");
    expect(calls).toEqual(["/api/contact"]);
    expect(errors).toEqual([]);

    // Issue 14's journey: stored, so an admin reads it in the Messages inbox, and the
    // acknowledgement is in the outbox (no SMTP_URL: admins read it there, through its API).
    const adminContext = await browser.newContext();
    await signIn(adminContext, "admin");
    const admin = withHydration(await adminContext.newPage());
    await admin.goto("/admin?tab=messages");
    const inbox = admin.getByRole("list", { name: "Contact messages" });
    const row = inbox.getByRole("button", { name: new RegExp(subject) });
    await expect(row).toContainText(`Dana Whitfield · ${email}`);
    await expect(row).toContainText("Open");
    await row.click();
    const thread = admin.locator('[aria-label^="Message #"]');
    await expect(thread.getByRole("heading", { name: subject })).toBeVisible();
    await expect(thread).toContainText("Could we see the practice management suite?");
    await expect(thread).toContainText("Product Demo Request");
    await expect
      .poll(() =>
        findOutboxEmail(
          adminContext.request,
          email,
          (m) => m.kind === "contact-acknowledgement" && m.to === email,
        ),
      )
      .toMatchObject({
        subject: expect.stringMatching(/^We received your message \(reference #\d+\)$/),
      });
    await adminContext.close();
  });

  test("a refused send keeps what was typed and says why", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Too many requests. Please wait 60 seconds and try again.",
        }),
      }),
    );
    await page.goto("/contact");
    await page.getByLabel("First Name").fill("Dana");
    await page.getByLabel("Last Name").fill("Whitfield");
    await page.getByLabel("Email").fill("dana@whitfieldcpa.com");
    await page.getByLabel("Subject").fill("Pricing");
    await page.getByLabel("Message").fill("What does a firm licence cost?");
    await page.getByRole("button", { name: "Send Message" }).click();
    const shown = toast(page, "Message Not Sent");
    await expect(shown).toContainText("Too many requests. Please wait 60 seconds and try again.");
    await expect(page.getByLabel("Subject")).toHaveValue("Pricing");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("demo", () => {
  test("the ROI calculator shows the spec's numbers and follows a change", async ({ page }) => {
    await page.goto("/demo");
    const value = (key: string) => page.getByTestId(`roi-${key}`);
    await expect(page.getByLabel("Number of Clients")).toHaveValue("50");
    await expect(page.getByLabel("Hours Worked per Week")).toHaveValue("40");
    await expect(page.getByLabel("Average Hourly Rate ($)")).toHaveValue("150");
    await expect(page.getByLabel("Manual Tasks per Week")).toHaveValue("8");
    await expect(value("timeSaved")).toHaveText("16");
    await expect(value("revenueSaved")).toHaveText("$124,800");
    await expect(value("efficiencyGain")).toHaveText("40.0%");
    await expect(value("clientCapacityIncrease")).toHaveText("+41");
    await expect(page.getByText("Break-even in 2.3 months.")).toBeVisible();

    await page.getByLabel("Manual Tasks per Week").fill("10");
    await expect(value("timeSaved")).toHaveText("20");
    await expect(value("revenueSaved")).toHaveText("$156,000");
    await expect(value("efficiencyGain")).toHaveText("50.0%");
    await expect(value("clientCapacityIncrease")).toHaveText("+52");

    await page.getByLabel("Hours Worked per Week").fill("");
    await expect(value("efficiencyGain")).toHaveText("—");
    await page.getByLabel("Hours Worked per Week").fill("0");
    await expect(value("efficiencyGain")).toHaveText("—");
    await page.getByLabel("Manual Tasks per Week").fill("");
    for (const key of ["timeSaved", "revenueSaved", "efficiencyGain", "clientCapacityIncrease"]) {
      await expect(value(key)).toHaveText("—");
    }
    await expect(page.getByRole("main")).not.toContainText(/NaN|Infinity/);
  });

  test("a demo advances on its own timing, pauses, resumes, stops at the end and resets", async ({
    page,
  }) => {
    // A long journey of many steps: on a busy 2-core machine it can outrun the default 30 s.
    test.slow();
    await page.clock.install({ time: new Date("2024-06-03T09:00:00") });
    await page.goto("/demo");
    // Time stands still until the test moves it.
    await page.clock.pauseAt(new Date("2024-06-03T09:01:00"));
    const card = page.getByTestId("demo-efficiency");
    const status = card.getByTestId("demo-status");
    const current = card.locator('[aria-current="step"]');

    await card.getByRole("button", { name: "Start Demo" }).click();
    await expect(status).toHaveText("Step 1 of 4");
    await expect(current).toContainText("Client documents arrive");
    await page.clock.runFor(2900);
    await expect(status).toHaveText("Step 1 of 4");
    await page.clock.runFor(100);
    await expect(status).toHaveText("Step 2 of 4");

    await page.clock.runFor(1000);
    await card.getByRole("button", { name: "Pause" }).click();
    await expect(status).toHaveText("Step 2 of 4 (paused)");
    await page.clock.runFor(20_000);
    await expect(status).toHaveText("Step 2 of 4 (paused)");
    await card.getByRole("button", { name: "Resume" }).click();
    await page.clock.runFor(2900);
    await expect(status).toHaveText("Step 2 of 4");
    await page.clock.runFor(100);
    await expect(status).toHaveText("Step 3 of 4");
    await page.clock.runFor(2000);
    await expect(status).toHaveText("Step 4 of 4");
    await page.clock.runFor(3000);
    await expect(status).toHaveText("Demo complete");
    await page.clock.runFor(10_000);
    await expect(status).toHaveText("Demo complete");
    await expect(card.locator('[data-status="done"]')).toHaveCount(4);

    await card.getByRole("button", { name: "Reset" }).click();
    await expect(status).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Start Demo" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Reset" })).toHaveCount(0);

    const aggregation = page.getByTestId("demo-aggregation");
    await aggregation.getByRole("button", { name: "Start Demo" }).click();
    await expect(aggregation.getByTestId("demo-status")).toHaveText("Step 1 of 4");
    await page.clock.runFor(2500);
    await expect(aggregation.getByTestId("demo-status")).toHaveText("Step 2 of 4");
    await page.clock.runFor(3500);
    await expect(aggregation.getByTestId("demo-status")).toHaveText("Step 3 of 4");
  });

  test("the call to action has both buttons and the 30-day banner", async ({ page }) => {
    await page.goto("/demo");
    await expect(page.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule Demo Call" })).toBeVisible();
    await expect(page.getByText(/30-day free trial/)).toBeVisible();
  });
});
