import {
  expect as baseExpect,
  test,
  withHydration,
  type BrowserContext,
  type Page,
} from "./fixtures";
import fs from "node:fs";
import { parseCsv } from "../src/server/test/parse-csv";
import {
  collectConsoleErrors,
  fillBilling,
  findOutboxEmail,
  signIn,
  signInNewCustomer,
  toast,
} from "./helpers";

// The machine running the suite may be busy: wait longer, assert the same things.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface ApiProduct {
  id: number;
  name: string;
  category: string;
  type: string;
  isActive: boolean;
}

/** "$1,234.50" -> 123450 */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

/** 123450 -> "$1,234.50" */
const money = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;

/** The first amount on a stat card: its value ("Refunds $12.00 1 refund" -> 1200). */
const cardMoney = (text: string) => cents(/\$[\d,]+\.\d{2}/.exec(text)![0]);

/** A new customer of this journey buys two one-time products with the test card. */
async function customerWithOrder(context: BrowserContext, page: Page) {
  const customer = await signInNewCustomer(context, {
    firstName: 'Dana "DJ"',
    lastName: "Whitfield, CPA",
  });
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const software = products.find((p) => p.category === "software" && p.type === "one-time")!;
  const template = products.find((p) => p.category === "templates" && p.type === "one-time")!;
  for (const p of [software, template])
    expect(
      (await page.request.post("/api/cart", { data: { productId: p.id, quantity: 1 } })).ok(),
    ).toBe(true);
  await page.goto("/checkout");
  await fillBilling(page);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(toast(page, "Payment Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  return { ...customer, orderId, software, template };
}

test.describe("back office", () => {
  test("finds an order by e-mail, refunds one line, and the refund shows on the customer's dashboard, in analytics and in the CSV", async ({
    browser,
    context,
    page,
  }) => {
    test.slow();
    const bought = await customerWithOrder(context, page);
    // The journey's customer has this one order: Total Spent is what it cost.
    const totalSpent = page.getByRole("group", { name: "Total Spent" });
    await expect(totalSpent).toContainText("$");
    const paidCents = cardMoney(await totalSpent.innerText());
    expect(paidCents).toBeGreaterThan(0);

    const adminContext = await browser.newContext();
    await signIn(adminContext, "admin");
    const admin = withHydration(await adminContext.newPage());
    const errors = collectConsoleErrors(admin);

    // Analytics before: today's refunds.
    await admin.goto("/admin?tab=analytics");
    const refundsCard = admin.getByRole("group", { name: "Refunds" });
    await expect(refundsCard).toContainText("$", { timeout: 30_000 });
    const refundsBefore = cardMoney(await refundsCard.innerText());

    // Orders: the search by the customer's e-mail finds exactly their order.
    await admin.getByRole("tab", { name: "Orders" }).click();
    await expect(admin).toHaveURL(/tab=orders/);
    await admin.getByRole("searchbox").fill(bought.email.toUpperCase());
    await admin.getByRole("button", { name: "Search" }).click();
    const orders = admin.getByRole("list", { name: "Orders" });
    await expect(orders.getByRole("listitem")).toHaveCount(1);
    await expect(orders).toContainText(`#${bought.orderId}`);
    await expect(orders).toContainText('Dana "DJ" Whitfield, CPA');
    await orders.getByRole("button").click();

    const detail = admin.getByLabel(`Order #${bought.orderId}`);
    await expect(detail.getByRole("heading", { name: `Order #${bought.orderId}` })).toBeVisible();
    const keys = detail.getByRole("list", { name: `Licence keys for ${bought.software.name}` });
    await expect(keys.locator("code").first()).toBeVisible();
    await expect(keys).not.toContainText("Revoked");
    const refundButton = detail.getByRole("button", { name: `Refund ${bought.software.name}` });
    const amountText = (await refundButton.innerText()).replace(/^Refund\s*/, "").trim();
    const refundCents = cents(amountText);
    expect(refundCents).toBeGreaterThan(0);
    await refundButton.click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Reason").fill("Bought the wrong edition");
    await dialog.getByRole("button", { name: `Refund ${amountText}` }).click();
    await expect(toast(admin, "Refund Issued")).toContainText(amountText);
    await expect(keys).toContainText("Revoked");
    await expect(detail).toContainText("Partly refunded");
    await expect(detail.getByLabel("E-mails sent")).toContainText(
      `Your refund for Countinghouse order #${bought.orderId}`,
    );
    // The other line can still be refunded; the refunded one cannot.
    await expect(
      detail.getByRole("button", { name: `Refund ${bought.template.name}` }),
    ).toBeVisible();
    await expect(refundButton).toHaveCount(0);

    // The customer's dashboard shows the refund, and no longer offers the refunded download.
    await page.goto("/dashboard");
    // The journey's customer has this one order, so the tab holds only it.
    const ordersTab = page.getByRole("tabpanel");
    await expect(ordersTab).toContainText(`Order #${bought.orderId}`);
    // Money shown to the customer is net: Total Spent and the order's amount lose the refund,
    // the order says what was paid and refunded, the line what it gave back.
    const net = money(paidCents - refundCents);
    await expect(totalSpent).toContainText(net);
    await expect(ordersTab).toContainText(
      `${net}Paid ${money(paidCents)} · Refunded ${amountText}`,
    );
    await expect(
      ordersTab.getByRole("listitem").filter({ hasText: bought.software.name }),
    ).toContainText(`Refunded ${amountText}`);
    await page.goto("/");
    await expect(
      page.getByRole("listitem").filter({ hasText: `Order #${bought.orderId}` }),
    ).toContainText(`${net}Paid ${money(paidCents)} · Refunded ${amountText}`);
    await expect(page.getByRole("link", { name: `Download ${bought.software.name}` })).toHaveCount(
      0,
    );

    // Analytics after: today's refunds grew by exactly this refund.
    await admin.goto("/admin?tab=analytics");
    await expect
      .poll(async () => cardMoney(await refundsCard.innerText()))
      .toBe(refundsBefore + refundCents);

    // The orders CSV, downloaded as the admin would, parsed back: one row per line item.
    const download = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Export orders CSV" }).click();
    const file = await (await download).path();
    const rows = parseCsv(fs.readFileSync(file!, "utf8"));
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(col("order_id")).toBeGreaterThanOrEqual(0);
    const mine = rows.slice(1).filter((r) => r[col("order_id")] === String(bought.orderId));
    expect(mine).toHaveLength(2);
    expect(mine.map((r) => r[col("product")]).sort()).toEqual(
      [bought.software.name, bought.template.name].sort(),
    );
    for (const r of mine) {
      expect(r).toHaveLength(header.length);
      expect(r[col("customer_name")]).toBe('Dana "DJ" Whitfield, CPA');
      expect(r[col("customer_email")]).toBe(bought.email);
      for (const money of ["unit_price", "line_subtotal", "line_refunded", "order_total"])
        expect(r[col(money)], money).toMatch(/^\d+\.\d{2}$/);
    }
    const refundedRow = mine.find((r) => r[col("product")] === bought.software.name)!;
    expect(cents(refundedRow[col("line_refunded")]!)).toBe(refundCents);
    expect(
      mine.find((r) => r[col("product")] === bought.template.name)![col("line_refunded")],
    ).toBe("0.00");

    // The customers screen: the new customer, their lifetime spend net of the refund, their page.
    await admin.getByRole("tab", { name: "Customers" }).click();
    await admin.getByRole("searchbox").fill(bought.email);
    await admin.getByRole("button", { name: "Search" }).click();
    const customers = admin.getByRole("list", { name: "Customers" });
    await expect(customers.getByRole("listitem")).toHaveCount(1);
    const orderTotal = cents(
      (await (await adminContext.request.get(`/api/admin/orders/${bought.orderId}`)).json())
        .totalAmount,
    );
    const spend = `$${((orderTotal - refundCents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    await expect(customers).toContainText(spend);
    await customers.getByRole("button").click();
    const profile = admin.getByLabel('Customer Dana "DJ" Whitfield, CPA');
    await expect(profile.getByRole("group", { name: "Lifetime spend" })).toContainText(spend);
    await expect(profile.getByRole("group", { name: "Orders" })).toContainText("1");
    await expect(profile.getByRole("region", { name: "Orders" })).toContainText(
      `#${bought.orderId}`,
    );
    await admin.getByRole("button", { name: "Back to customers" }).click();
    await expect(customers).toBeVisible();
    expect(errors).toEqual([]);
    await adminContext.close();
  });

  test("answers a contact message by e-mail, resolves it, and reopens it", async ({
    context,
    page,
  }) => {
    const subject = `Seat transfer ${Date.now()}`;
    const sent = await page.request.post("/api/contact", {
      data: {
        firstName: "Ruth",
        lastName: "Okafor",
        email: "ruth.okafor@journeys.example",
        company: "Okafor Tax",
        phone: "",
        inquiryType: "technical",
        subject,
        message: "Can I move my seat to a new laptop?",
      },
    });
    expect(sent.status()).toBe(201);
    await signIn(context, "admin");
    const errors = collectConsoleErrors(page);
    await page.goto("/admin?tab=messages");
    const inbox = page.getByRole("list", { name: "Contact messages" });
    await inbox.getByRole("button", { name: new RegExp(subject) }).click();

    const thread = page.getByLabel(/^Message #\d+$/);
    await expect(thread.getByRole("heading", { name: subject })).toBeVisible();
    await expect(thread).toContainText("Can I move my seat to a new laptop?");
    await expect(thread).toContainText("Technical Support");
    await expect(thread.getByLabel("Subject")).toHaveValue(`Re: ${subject}`);
    await thread
      .getByLabel("Reply", { exact: true })
      .fill("Yes: deactivate it first, then sign in on the new one.");
    await thread.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page, "Reply Sent")).toBeVisible();
    await expect(thread.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(thread.getByLabel("Replies sent")).toContainText("deactivate it first");

    // The reply went out through the outbox, to the address on the message.
    await expect
      .poll(
        async () =>
          (
            await findOutboxEmail(
              page.request,
              `Re: ${subject}`,
              (m) => m.subject === `Re: ${subject}`,
            )
          )?.to,
      )
      .toBe("ruth.okafor@journeys.example");

    // Resolved: gone from Open, listed under Resolved; reopening brings it back.
    await page.getByRole("button", { name: "Back to messages" }).click();
    await expect(inbox.getByRole("button", { name: new RegExp(subject) })).toHaveCount(0);
    await page.getByRole("button", { name: "Resolved", exact: true }).click();
    await inbox.getByRole("button", { name: new RegExp(subject) }).click();
    await page.getByRole("button", { name: "Reopen" }).click();
    await expect(toast(page, "Message Reopened")).toBeVisible();
    await page.getByRole("button", { name: "Back to messages" }).click();
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect(inbox.getByRole("button", { name: new RegExp(subject) })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the product list searches, filters and pages", async ({ context, page }) => {
    await signIn(context, "admin");
    const products = (await (await page.request.get("/api/admin/products")).json()) as ApiProduct[];
    await page.goto("/admin");
    const list = page.getByRole("list", { name: "Products" });
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(20, products.length));
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await expect(pages).toContainText(/Page 1 of \d+/);
    const firstOnPage1 = await list.getByRole("listitem").first().getAttribute("aria-label");
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText(/Page 2 of \d+/);
    await expect(list.getByRole("listitem").first()).not.toHaveAttribute(
      "aria-label",
      firstOnPage1!,
    );

    const find = page.getByRole("search", { name: "Find products" });
    const target = products.find((p) => p.category === "templates")!;
    await find.getByLabel("Search").fill(target.name);
    await expect(list.getByRole("listitem", { name: target.name })).toBeVisible();
    await expect(pages).toHaveCount(0);
    await find.getByLabel("Category").selectOption("saas");
    await expect(page.getByText("No products match.")).toBeVisible();
    await find.getByLabel("Search").fill("");
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ products$/)).toBeVisible();
    await expect(list.getByRole("listitem", { name: target.name })).toHaveCount(0);
  });
});
