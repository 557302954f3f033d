import { createHash } from "node:crypto";
import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test, type Page } from "./fixtures";
import { fillBilling, signIn, TEST_BILLING, toast } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  price: string;
  type: "one-time" | "subscription";
  category: string;
  downloadUrl: string | null;
}

/** What a template's Office file is: its type as served, and the parts that make it one. */
const OFFICE_FILES: Record<
  string,
  { contentType: string; mainPart: string; part: string; program: string }
> = {
  xlsx: {
    program: "open it in Excel",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    mainPart: "spreadsheetml.sheet.main+xml",
    part: "xl/workbook.xml",
  },
  docx: {
    program: "open it in Word",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    mainPart: "wordprocessingml.document.main+xml",
    part: "word/document.xml",
  },
};

/** A downloadable one-time product and a subscription from the live catalogue. */
async function pickProducts(page: Page) {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  return {
    // A template: bought once and kept (a licence-key product's licence may already be owned).
    download: products.find(
      (p) => p.type === "one-time" && p.category === "templates" && p.downloadUrl,
    )!,
    subscription: products.find((p) => p.type === "subscription")!,
  };
}

async function emptyCart(page: Page) {
  const items = (await (await page.request.get("/api/cart")).json()) as { id: number }[];
  for (const item of items) await page.request.delete(`/api/cart/${item.id}`);
}

async function fillCard(page: Page, number: string) {
  await fillBilling(page);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
}

test.describe("checkout in test mode", () => {
  test.beforeEach(async ({ context, page }) => {
    await signIn(context, "customer");
    await page.goto("/");
    await emptyCart(page);
  });

  test("an empty cart shows No items to checkout", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "No items to checkout" })).toBeVisible();
  });

  test("a declined card shows Payment Failed and makes no order", async ({ page }) => {
    const { download } = await pickProducts(page);
    await page.request.post("/api/cart", { data: { productId: download.id, quantity: 1 } });
    await page.goto("/checkout");
    await expect(page.getByText("Test mode — no real charge")).toBeVisible();
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay now" }).click();
    const shown = toast(page, "Payment Failed");
    await expect(shown).toContainText("Your card was declined.");
    await expect(page).toHaveURL(/\/checkout$/);
    const orders = (await (await page.request.get("/api/orders")).json()) as unknown[];
    expect(orders).toHaveLength(0);
  });

  test("billing details are required: each missing field says so and nothing is charged", async ({
    page,
  }) => {
    const { download } = await pickProducts(page);
    const ordersBefore = (await (await page.request.get("/api/orders")).json()) as unknown[];
    await page.request.post("/api/cart", { data: { productId: download.id, quantity: 1 } });
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Billing Details" })).toBeVisible();
    await fillCard(page, "4242 4242 4242 4242");
    const billing = page.getByRole("group", { name: "Billing details" });
    await billing.getByLabel("Name").fill("");
    await billing.getByLabel("Firm").fill("");
    await billing.getByLabel("Billing address").fill("");
    await billing.getByLabel("EIN").fill("12-34");
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(billing.getByText("Name is required")).toBeVisible();
    await expect(billing.getByText("Firm is required")).toBeVisible();
    await expect(billing.getByText("Address is required")).toBeVisible();
    await expect(billing.getByText("EIN must be 9 digits, like 12-3456789")).toBeVisible();
    await expect(billing.getByLabel("Name")).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    const orders = (await (await page.request.get("/api/orders")).json()) as unknown[];
    expect(orders).toHaveLength(ordersBefore.length);

    await fillBilling(page, { ein: "" });
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get("order");
    const invoice = await (await page.request.get(`/api/orders/${orderId}/receipt`)).text();
    expect(invoice).toContain(
      "Whitfield &amp; Ortiz CPAs<br>1200 Ledger Lane, Suite 4<br>Hartford, CT 06103</dd>",
    );
  });

  test("a customer buys a download and a subscription, then downloads the file and opens the receipt", async ({
    page,
  }) => {
    const { download, subscription } = await pickProducts(page);
    await page.request.post("/api/cart", { data: { productId: download.id, quantity: 1 } });
    await page.request.post("/api/cart", { data: { productId: subscription.id, quantity: 1 } });
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expect(page.getByText(download.name)).toBeVisible();
    await expect(page.getByTestId("cart-tax")).toBeVisible();
    // Issue 14: the subscription starts with its free trial, so only the download is due today.
    await expect(page.getByTestId("first-charge")).toContainText(subscription.name);
    const total = await page.getByTestId("due-today").innerText();

    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(toast(page, "Payment Successful")).toContainText("Thank you for your purchase!");
    // Spec: the buyer lands on /dashboard; issue 14: it opens on the order's confirmation.
    await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
    await expect(page.getByRole("region", { name: "Order confirmation" })).toContainText(
      download.name,
    );

    await expect(page.getByText("Total Orders")).toBeVisible();
    const order = page.locator("text=/Order #\\d+/").first();
    await expect(order).toBeVisible();
    await expect(page.getByText(total).first()).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page
      .getByRole("link", { name: `Download ${download.name}` })
      .first()
      .click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toBe(download.downloadUrl!.split("/").pop());
    // Issue 47: a template is the Excel or Word file it promises (decision 0196), whose SHA-256
    // is the one shown on the order.
    const office = OFFICE_FILES[file.suggestedFilename().split(".").pop()!];
    expect(office, file.suggestedFilename()).toBeDefined();
    const bytes = fs.readFileSync((await file.path())!);
    const parts = unzipSync(bytes);
    expect(strFromU8(parts["[Content_Types].xml"]!)).toContain(office!.mainPart);
    expect(Object.keys(parts)).toContain(office!.part);
    const shown = page.getByRole("group", { name: `Download file for ${download.name}` }).first();
    await expect(shown).toContainText(file.suggestedFilename());
    // The line says which program opens it.
    await expect(
      page.getByText(`${office!.program} (Google`, { exact: false }).first(),
    ).toBeVisible();
    await expect(shown.locator("code")).toHaveText(
      createHash("sha256").update(bytes).digest("hex"),
    );
    const href = await page
      .getByRole("link", { name: `Download ${download.name}` })
      .first()
      .getAttribute("href");
    const served = await page.request.get(href!);
    expect(served.headers()["content-type"]).toBe(office!.contentType);
    expect(served.headers()["content-disposition"]).toBe(
      `attachment; filename="${file.suggestedFilename()}"`,
    );

    const receiptPromise = page.context().waitForEvent("page");
    await page.getByRole("link", { name: "View receipt" }).first().click();
    const receipt = await receiptPromise;
    // Issue 14: the receipt is an invoice made out to the billing details typed at checkout.
    await expect(receipt.getByRole("heading", { name: "Invoice" })).toBeVisible();
    const billedTo = receipt.locator("dd").filter({ hasText: TEST_BILLING.firm });
    await expect(billedTo).toContainText(TEST_BILLING.name);
    await expect(billedTo).toContainText("1200 Ledger Lane, Suite 4");
    await expect(billedTo).toContainText("Hartford, CT 06103");
    await expect(billedTo).toContainText(`EIN ${TEST_BILLING.ein}`);
    await expect(receipt.getByText(download.name)).toBeVisible();
    await expect(receipt.getByText(total)).toBeVisible();

    await page.getByRole("tab", { name: "Subscriptions" }).click();
    await expect(page.getByRole("tabpanel").getByText(subscription.name)).toBeVisible();
    await expect(page.getByText(/Trial — ends \w{3} \d{1,2}, \d{4}/)).toBeVisible();
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect(page.getByText("Professional", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  });
});
