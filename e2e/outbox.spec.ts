import { expect as baseExpect, test, withHydration } from "./fixtures";
import { collectConsoleErrors, signIn, watchCsp, toast } from "./helpers";

// The machine running the suite may be busy: wait longer, assert the same things.
const expect = baseExpect.configure({ timeout: 15_000 });

test("a contact message's acknowledgement is in the admin's Outbox, readable as text and HTML", async ({
  browser,
  page,
}) => {
  // The customer: the contact form sends, and the shop writes the acknowledgement.
  const token = `${Date.now().toString(36)}${test.info().parallelIndex}`;
  const subject = `Seat transfer question ${token}`;
  const email = `ruth+${token}@okafortax.example`;
  await page.goto("/contact");
  await page.getByLabel("First Name").fill("Ruth");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Can I move my Ledgerpoint seat to a new laptop?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();

  // The admin finds it by searching the outbox, opens it from the keyboard, and reads it.
  const adminContext = await browser.newContext();
  await signIn(adminContext, "admin");
  const admin = withHydration(await adminContext.newPage());
  const errors = collectConsoleErrors(admin);
  const violations = await watchCsp(admin);
  await admin.goto("/admin?tab=outbox");
  await expect(admin.getByRole("tab", { name: "Outbox" })).toHaveAttribute("aria-selected", "true");
  const search = admin.getByRole("search", { name: "Search the outbox" });
  await search.getByLabel("Search").fill(token);
  await search.getByLabel("Search").press("Enter");
  await expect(admin.getByText("1 e-mail", { exact: true })).toBeVisible();
  const row = admin
    .getByRole("list", { name: "Outbox" })
    .getByRole("button", { name: /We received your message \(reference #\d+\)/ });
  await expect(row).toContainText(`To ${email}`);
  await expect(row).toContainText("Contact acknowledgement");
  // No SMTP_URL in the journeys: the contact route wakes the mailer, which stores it for admins.
  await expect(row).toContainText("Stored");
  await row.focus();
  await admin.keyboard.press("Enter");

  const message = admin.locator('[aria-label^="E-mail #"]');
  await expect(
    message.getByRole("heading", { name: /^We received your message \(reference #\d+\)$/ }),
  ).toBeVisible();
  await expect(message).toContainText(email);
  // The sender's words stay out of it (the address was never confirmed): no name, no subject.
  await expect(message.getByLabel("Plain text")).toContainText("Hello,");
  await expect(message.getByLabel("Plain text")).not.toContainText("Ruth");
  await expect(message.getByLabel("Plain text")).not.toContainText(subject);
  await expect(message.getByLabel("Plain text")).toContainText(
    "Thank you for contacting us. We'll get back to you within 24 hours.",
  );
  // The HTML part, drawn in a sandbox that may not run scripts or reach the page.
  const frame = message.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
  const html = admin.frameLocator('iframe[title^="HTML part"]');
  await expect(html.getByText("Hello,")).toBeVisible();
  await expect(html.getByRole("cell", { name: /^#\d+$/ })).toBeVisible();

  await message.getByRole("button", { name: "Back to outbox" }).click();
  await expect(row).toBeVisible();

  // At 390 px the list and the message fit the screen: nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await row.click();
  // The sender's words stay out of it (the address was never confirmed): no name, no subject.
  await expect(message.getByLabel("Plain text")).toContainText("Hello,");
  await expect(message.getByLabel("Plain text")).not.toContainText("Ruth");
  await expect(message.getByLabel("Plain text")).not.toContainText(subject);
  expect(await overflow()).toBeLessThanOrEqual(0);

  expect(await violations(), "CSP violations on the Outbox").toEqual([]);
  expect(errors).toEqual([]);
  await adminContext.close();
});

test("the Outbox says when nothing matches and when it could not load", async ({
  context,
  page,
}) => {
  await signIn(context, "admin");
  await page.goto("/admin?tab=outbox");
  const search = page.getByRole("search", { name: "Search the outbox" });
  await search.getByLabel("Search").fill(`nobody-${Date.now().toString(36)}@nowhere.example`);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No e-mails match.")).toBeVisible();

  await page.route("**/api/admin/outbox?*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Internal Server Error" }),
    }),
  );
  await search.getByLabel("Status").selectOption("failed");
  const failed = page.getByTestId("load-error");
  await expect(failed).toContainText("We could not load the outbox.");
  await page.unroute("**/api/admin/outbox?*");
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No e-mails match.")).toBeVisible();
});

test("only admins reach the Outbox", async ({ context, page }) => {
  await signIn(context, "customer");
  expect((await page.request.get("/api/admin/outbox")).status()).toBe(403);
  expect((await page.request.get("/api/admin/outbox/1")).status()).toBe(403);
  await page.goto("/admin?tab=outbox", { waitUntil: "domcontentloaded" });
  await expect(page.getByText("Access Denied").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Outbox" })).toHaveCount(0);
});

test("the Jobs tab shows each background queue, when it runs, and what failed", async ({
  context,
  page,
}) => {
  await signIn(context, "admin");
  const errors = collectConsoleErrors(page);
  await page.goto("/admin?tab=jobs");
  await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");
  const queues = page.getByRole("list", { name: "Job queues" });
  await expect(queues.getByRole("listitem")).toHaveCount(6);
  await expect(
    queues.getByRole("listitem").filter({ hasText: "Visitors' chats idle 30 days deleted" }),
  ).toContainText("Hourly at :41");
  await expect(
    queues.getByRole("listitem").filter({ hasText: "Renewals and trial reminders" }),
  ).toContainText("Every 5 minutes");
  await expect(queues.getByRole("listitem").filter({ hasText: "E-mail delivery" })).toContainText(
    "When there is work",
  );
  await expect(page.getByRole("heading", { name: "Failed jobs" })).toBeVisible();

  await page.route("**/api/admin/jobs", (route) =>
    route.fulfill({ status: 500, body: '{"message":"x","code":"internal_error"}' }),
  );
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("alert")).toContainText("We could not load the background jobs.");
  expect(errors).toEqual([]);
});
