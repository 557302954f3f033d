import {
  expect as baseExpect,
  test,
  waitForHydration,
  withHydration,
  type Browser,
  type Page,
} from "./fixtures";
import { buyCartWithTestCard, findOutboxEmail, signIn, signInNewCustomer, toast } from "./helpers";

// The machine running the suite may be busy: wait longer, assert the same things.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A new person of the journey's own in a browser of their own. */
async function newPerson(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const person = await signInNewCustomer(context, { firstName, lastName });
  return { ...person, context, page: withHydration(await context.newPage()) };
}

/** The invitation link e-mailed to `email`, read from the outbox by an admin. */
async function invitationLink(admin: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const message = await findOutboxEmail(
      admin.request,
      email,
      (m) => m.kind === "firm-invitation",
    );
    link = /https?:\/\/\S+\/firm\?invitation=[A-Za-z0-9_-]{43}/.exec(message?.text ?? "")?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return new URL(link!).pathname + new URL(link!).search;
}

test("an owner creates a firm and invites two people, who join through the e-mailed links", async ({
  browser,
  page,
}) => {
  // Three people, two browsers more and the outbox read twice: longer than one page's journey.
  test.setTimeout(90_000);
  const ownerPerson = await signInNewCustomer(page.context(), {
    firstName: "Dana",
    lastName: "Whitfield",
  });
  const adminContext = await browser.newContext();
  await signIn(adminContext, "admin");
  const admin = await adminContext.newPage();

  await page.goto("/firm");
  await expect(page.getByRole("heading", { name: "Create your firm" })).toBeVisible();
  const form = page.getByRole("form", { name: "Firm details" });
  await form.getByLabel("Firm name").fill("Whitfield & Ortiz CPAs");
  await expect(form.getByLabel("Invoices made out to")).toHaveValue("Dana Whitfield");
  await form.getByLabel("Billing address").fill("1200 Ledger Lane\nHartford, CT 06103");
  await form.getByLabel("EIN").fill("123456789");
  await shoot(page, "firm-create");
  await form.getByRole("button", { name: "Create firm" }).click();
  await expect(page.getByRole("heading", { name: "Whitfield & Ortiz CPAs" })).toBeVisible();
  await expect(page.getByText("You are owner")).toBeVisible();
  await expect(page.getByText("EIN 12-3456789")).toBeVisible();

  const stamp = `${test.info().parallelIndex}${Date.now().toString(36)}`;
  const people = [
    { first: "Alex", last: "Rivera", email: `alex+${stamp}@whitfield.example`, role: "Member" },
    { first: "Blair", last: "Chen", email: `blair+${stamp}@whitfield.example`, role: "Purchaser" },
  ];
  const invite = page.getByRole("form", { name: "Invite a member" });
  for (const person of people) {
    await invite.getByLabel("Invite by e-mail").fill(person.email);
    await invite.getByLabel("Role").selectOption(person.role.toLowerCase());
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, `Invitation sent to ${person.email}`)).toBeVisible();
  }
  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByRole("listitem")).toHaveCount(2);

  for (const person of people) {
    const path = await invitationLink(admin, person.email);
    const joiner = await newPerson(browser, person.first, person.last);
    await joiner.page.goto(path);
    await expect(
      joiner.page.getByRole("heading", { name: "Join Whitfield & Ortiz CPAs" }),
    ).toBeVisible();
    await expect(
      joiner.page.getByText(`Dana Whitfield invited you as ${person.role}`),
    ).toBeVisible();
    if (person.role === "Member") await shoot(joiner.page, "firm-invitation");
    await joiner.page.getByRole("button", { name: "Join Whitfield & Ortiz CPAs" }).click();
    await expect(joiner.page.getByText(`You are ${person.role.toLowerCase()}`)).toBeVisible();
    // A member sees colleagues, never the firm's billing details; a purchaser sees them.
    await expect(joiner.page.getByText("EIN 12-3456789")).toHaveCount(
      person.role === "Member" ? 0 : 1,
    );

    // The link is used up: opened again (by anyone) it says so.
    await joiner.page.goto(path);
    await expect(joiner.page.getByRole("alert")).toContainText(
      "This invitation was already accepted. Each invitation link works once.",
    );
    await joiner.context.close();
  }

  await page.reload();
  const members = page.getByRole("list", { name: "Firm members" });
  await expect(members.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  await expect(members.getByLabel("Role of Blair Chen")).toHaveValue("purchaser");
  // The owner is alone at the top and cannot leave while the only owner.
  await members.getByRole("button", { name: "Leave firm" }).click();
  await expect(toast(page, "A firm needs an owner")).toBeVisible();

  // The owner hands the firm over to Blair, asked twice, and stays on as a purchaser.
  await members.getByRole("button", { name: "Transfer ownership to Blair Chen" }).click();
  await members
    .getByRole("button", { name: "Confirm: Blair Chen becomes owner, you purchaser" })
    .click();
  await expect(page.getByText("You are purchaser")).toBeVisible();
  await expect(members.getByRole("listitem").filter({ hasText: "Blair Chen" })).toContainText(
    "Owner",
  );
  await expect(members.getByLabel("Role of Blair Chen")).toHaveCount(0);
  expect(ownerPerson.id).toBeTruthy();
  await adminContext.close();
});

interface ApiProduct {
  id: number;
  name: string;
  type: string;
  downloadUrl: string | null;
  offer: { unit: string; term: string };
}

test("a firm buys 5 seats, gives them to people, who see only their own key; devices, a reassignment, a seat change priced first, a refund", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewCustomer(page.context(), { firstName: "Morgan", lastName: "Hale" });
  const adminContext = await browser.newContext();
  await signIn(adminContext, "admin");
  const admin = await adminContext.newPage();
  const stamp = `${test.info().parallelIndex}${Date.now().toString(36)}`;

  // The firm and its two members (the invitation journey above walks this through the screens).
  const made = await page.request.post("/api/firms", {
    data: {
      name: `Hale Tax Group ${stamp}`,
      billing: { name: "Morgan Hale", address: "9 Audit Row\nBoston, MA 02110", ein: "" },
    },
  });
  const firmId = ((await made.json()) as { id: number }).id;
  const people: Record<string, Awaited<ReturnType<typeof newPerson>>> = {};
  for (const [first, last] of [
    ["Alex", "Rivera"],
    ["Blair", "Chen"],
  ] as const) {
    const email = `${first.toLowerCase()}+${stamp}@hale.example`;
    await page.request.post(`/api/firms/${firmId}/invitations`, {
      data: { email, role: "member" },
    });
    const person = await newPerson(browser, first, last);
    const path = await invitationLink(admin, email);
    const token = new URLSearchParams(path.split("?")[1]).get("invitation");
    expect(
      (await person.context.request.post("/api/firm-invitations/accept", { data: { token } })).ok(),
    ).toBe(true);
    people[first] = person;
  }

  // Five seats of a per-user licence, bought for the firm: the cart says who is buying.
  const catalogue = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const product = catalogue.find((p) => p.type === "one-time" && p.offer.unit === "per_user")!;
  await page.request.post("/api/cart", { data: { productId: product.id, quantity: 5 } });
  await page.goto("/cart");
  await page.getByLabel("Buying for").selectOption({ label: `Hale Tax Group ${stamp}` });
  await expect(
    page.getByText(`The order, its invoice and its licences belong to Hale Tax Group ${stamp}`),
  ).toBeVisible();
  await shoot(page, "firm-cart");
  // The checkout says so too, as it arrives from the server.
  await page.goto("/checkout");
  await expect(page.getByLabel("Buying for")).toHaveValue(String(firmId));
  await expect(
    page.getByText(`The order, its invoice and its licences belong to Hale Tax Group ${stamp}`),
  ).toBeVisible();
  const orderId = await buyCartWithTestCard(page.request);

  // The owner gives two of the five seats away.
  await page.goto("/firm");
  const line = page.getByRole("region", { name: `${product.name} (order #${orderId})` });
  await expect(line.getByText("5 of 5 seats unassigned")).toBeVisible();
  await line
    .getByLabel(`Holder of seat 1 of ${product.name}`)
    .selectOption({ label: "Alex Rivera" });
  await expect(line.getByText("4 of 5 seats unassigned")).toBeVisible();
  await line
    .getByLabel(`Holder of seat 2 of ${product.name}`)
    .selectOption({ label: "Blair Chen" });
  await expect(line.getByText("3 of 5 seats unassigned")).toBeVisible();
  const keys = await line.locator("code").allTextContents();
  expect(keys).toHaveLength(5);
  await shoot(page, "firm-owner");

  // A member sees their own seat, its key and download on the dashboard, and nothing else of the
  // firm's: not the other keys, not the firm's seats, not the order's receipt.
  const alex = people.Alex!;
  await alex.page.goto("/dashboard");
  await expect(alex.page.getByRole("heading", { name: "Assigned to you" })).toBeVisible();
  const mine = alex.page.getByRole("list", { name: "Your seats" });
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine.locator("code")).toHaveText(keys[0]!);
  for (const other of keys.slice(1)) await expect(alex.page.getByText(other)).toHaveCount(0);
  await shoot(alex.page, "firm-member-dashboard");
  await alex.page.goto("/firm");
  await expect(mine.locator("code")).toHaveText(keys[0]!);
  for (const other of keys.slice(1)) await expect(alex.page.getByText(other)).toHaveCount(0);
  await expect(alex.page.getByRole("heading", { name: "Seats", exact: true })).toHaveCount(0);
  const download = mine.getByRole("link", { name: `Download ${product.name}` });
  await expect(download).toHaveCount(product.downloadUrl ? 1 : 0);
  if (product.downloadUrl) {
    const file = await alex.context.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
  }
  expect((await alex.context.request.get(`/api/orders/${orderId}/receipt`)).status()).toBe(404);

  // The owner gives seat 1 to someone else: Alex's key is no longer Alex's. (Still 3 of 5
  // unassigned: the count cannot tell when the change is made, the answer to it can.)
  const reassigned = page.waitForResponse(
    (res) => res.request().method() === "PUT" && /\/api\/firms\/\d+\/seats\//.test(res.url()),
  );
  await line
    .getByLabel(`Holder of seat 1 of ${product.name}`)
    .selectOption({ label: "Morgan Hale" });
  expect((await reassigned).status()).toBe(200);
  await expect(line.getByText("3 of 5 seats unassigned")).toBeVisible();
  await alex.page.reload();
  await expect(alex.page.getByText("Nothing is assigned to you yet.")).toBeVisible();
  await alex.page.goto("/dashboard");
  await expect(alex.page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(alex.page.getByRole("heading", { name: "Assigned to you" })).toHaveCount(0);
  await expect(alex.page.getByText(keys[0]!)).toHaveCount(0);

  // Blair's software activates her key through the licence API; she takes the device off.
  const blair = people.Blair!;
  const activated = await blair.context.request.post("/api/licences/activate", {
    data: { license_key: keys[1], instance_name: "Blair's laptop", product_id: product.id },
  });
  expect(activated.status()).toBe(200);
  const instanceId = ((await activated.json()) as { instance: { id: string } }).instance.id;
  await blair.page.goto("/firm");
  await expect(blair.page.getByText("On 1 of 2 devices")).toBeVisible();
  await shoot(blair.page, "firm-member");
  await blair.page.goto("/dashboard");
  await expect(blair.page.getByText("On 1 of 2 devices")).toBeVisible();
  await blair.page.getByRole("button", { name: "Deactivate Blair's laptop" }).click();
  await expect(blair.page.getByText("On 0 of 2 devices")).toBeVisible();
  const validated = await blair.context.request.post("/api/licences/validate", {
    data: { license_key: keys[1], product_id: product.id, instance_id: instanceId },
  });
  expect(((await validated.json()) as { valid: boolean }).valid).toBe(false);

  // A monthly per-user subscription for the firm: a seat change is priced before it is made.
  const monthly = catalogue.find((p) => p.type === "subscription" && p.offer.unit === "per_user")!;
  await page.request.post("/api/cart", { data: { productId: monthly.id, quantity: 3 } });
  await page.request.put("/api/cart/buyer", { data: { firmId } });
  await buyCartWithTestCard(page.request);
  await page.goto("/firm");
  const subscribed = page.getByRole("region", {
    name: new RegExp(`^${monthly.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(order`),
  });
  await subscribed.getByLabel("Seats on the subscription").fill("4");
  await subscribed.getByRole("button", { name: "Price the change" }).click();
  const price = subscribed.getByRole("status", { name: "Seat change price" });
  await expect(price).toContainText("3 → 4 seats");
  await expect(price).toContainText("Next charge on");
  await shoot(page, "firm-seat-change");
  await subscribed.getByRole("button", { name: "Confirm 4 seats" }).click();
  await expect(subscribed.getByText("4 of 4 seats unassigned")).toBeVisible();

  // The back office finds the firm by a member's e-mail: its seats and devices.
  await admin.goto(`/admin?tab=firms`);
  await waitForHydration(admin);
  const search = admin.getByRole("search", { name: "Search the firms" });
  await search.getByLabel("Search").fill(`Hale Tax Group ${stamp}`);
  await search.getByRole("button", { name: "Search" }).click();
  const row = admin.getByRole("list", { name: "Firms" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("3 members · 2 of 9 seats assigned · 0 devices · 2 orders");
  await expect(row).toContainText("Owner Morgan Hale");
  await shoot(admin, "firm-admin");

  // A refund of the licence order revokes its keys, and Blair's page says so.
  const refund = await admin.request.post(`/api/admin/orders/${orderId}/refunds`, {
    data: { reason: "Bought the wrong product", requestKey: `firm-refund-${stamp}` },
  });
  expect(refund.status()).toBe(201);
  await blair.page.reload();
  await expect(blair.page.getByText("Revoked (refunded)")).toBeVisible();
  const revoked = await blair.context.request.post("/api/licences/activate", {
    data: { license_key: keys[1], instance_name: "Blair's desk", product_id: product.id },
  });
  expect(revoked.status()).toBe(403);
  for (const person of Object.values(people)) await person.context.close();
  await adminContext.close();
});

/** The page at 1280 px and at 390 px, into screenshots/ (looked at after a change). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
