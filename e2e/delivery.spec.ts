import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { buyCartWithTestCard, emptyCart, fillBilling, findOutboxEmail, signIn } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  category: string;
  type: string;
}

test("software purchase: licence key on the confirmation, the dashboard, the receipt and the e-mail; the installer downloads and matches its checksum", async ({
  browser,
  context,
  page,
}) => {
  await signIn(context, "customer");
  await page.goto("/");
  const cart = (await (await page.request.get("/api/cart")).json()) as { id: number }[];
  for (const item of cart) await page.request.delete(`/api/cart/${item.id}`);
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const software = products.find((p) => p.category === "software" && p.type === "one-time")!;
  await page.request.post("/api/cart", { data: { productId: software.id, quantity: 1 } });

  await page.goto("/checkout");
  await fillBilling(page);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  // The "Payment Successful" toast is checkout.spec's; this journey follows what was delivered.
  await expect(page).toHaveURL(/\/dashboard\?order=\d+$/);
  const orderId = new URL(page.url()).searchParams.get("order");

  const confirmation = page.getByRole("region", { name: "Order confirmation" });
  await expect(confirmation).toContainText(`Order #${orderId} confirmed`);
  const key = (await confirmation.locator("code").first().innerText()).trim();
  expect(key).toMatch(/^CH(-[0-9A-Z]{5}){4}$/);
  await expect(confirmation).toContainText("enter your licence key when asked");
  // The same key in the Orders & Downloads tab, with its copy button, on this order's line (the
  // worker's customer may have bought the same software in another journey).
  const tab = page.getByRole("tabpanel");
  const line = tab
    .getByRole("listitem")
    .filter({ hasText: key })
    .filter({ has: page.getByRole("link", { name: `Download ${software.name}` }) });
  await expect(line.getByText(key)).toBeVisible();
  await expect(line.getByRole("button", { name: "Copy licence key 1" })).toBeVisible();

  // The installer: its SHA-256 is on the order, and the downloaded bytes have that checksum.
  const file = line.getByRole("group", { name: `Download file for ${software.name}` });
  const shown = (await file.locator("code").innerText()).trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const downloading = page.waitForEvent("download");
  await line.getByRole("link", { name: `Download ${software.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-installer\.zip$/);
  await expect(file).toContainText(download.suggestedFilename());
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(shown);

  const receipt = await page.request.get(`/api/orders/${orderId}/receipt`);
  expect(await receipt.text()).toContain(key);
  expect(await receipt.text()).toContain(shown);

  const admin = await browser.newContext();
  await signIn(admin, "admin");
  const subject = `Your Countinghouse order #${orderId}`;
  await expect
    .poll(
      async () =>
        (await findOutboxEmail(admin.request, subject, (m) => m.subject === subject))?.text,
    )
    .toContain(key);
  const mail = await findOutboxEmail(admin.request, subject, (m) => m.subject === subject);
  expect(mail!.text).toContain(`SHA-256 of the download: ${shown}`);
  await admin.close();
});

test("service purchase: the confirmation's booking step opens the contact form naming the order", async ({
  context,
  page,
}) => {
  await signIn(context, "customer");
  await emptyCart(context);
  // The list has no fact sheets: the service is the one-time product whose sheet says so.
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  let service: ApiProduct | undefined;
  for (const product of products.filter((p) => p.type === "one-time")) {
    const detail = await page.request.get(`/api/products/${product.id}`);
    const { facts } = (await detail.json()) as { facts: { delivery: string } };
    if (facts.delivery === "service_booking") service = product;
  }
  if (!service) throw new Error("the catalogue has no service to book");
  await page.request.post("/api/cart", { data: { productId: service.id, quantity: 1 } });
  const orderId = await buyCartWithTestCard(page.request);

  await page.goto(`/dashboard?order=${orderId}`);
  const confirmation = page.getByRole("region", { name: "Order confirmation" });
  await expect(confirmation).toContainText(`Order #${orderId} confirmed`);
  await expect(confirmation).toContainText("pick times that suit you");
  await confirmation.getByRole("link", { name: `Book your session for ${service.name}` }).click();

  await expect(page).toHaveURL(/\/contact\?inquiry=general&product=.+&order=\d+$/);
  await expect(page.getByLabel("Subject")).toHaveValue(
    `Session Booking: ${service.name} (order #${orderId})`,
  );
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("general");
});
