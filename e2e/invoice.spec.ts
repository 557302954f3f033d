import { expect, test } from "./fixtures";
import { TEST_BILLING, buyCartWithTestCard, emptyCart, signIn } from "./helpers";

interface ApiProduct {
  id: number;
  name: string;
  type: string;
  price: string;
  offer: { unit: string };
}

test("the invoice fits a 390 px phone: nothing scrolls sideways, the table keeps its margins", async ({
  context,
  page,
}) => {
  // The widest invoice a buyer gets: the dearest per-user software, two seats (four-figure amounts).
  await signIn(context, "customer");
  await emptyCart(context);
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const dearest = products
    .filter((p) => p.type === "one-time" && p.offer.unit === "per_user")
    .sort((a, b) => Number(b.price) - Number(a.price))[0]!;
  for (let seat = 0; seat < 2; seat++)
    expect(
      (await page.request.post("/api/cart", { data: { productId: dearest.id, quantity: 1 } })).ok(),
    ).toBe(true);
  const orderId = await buyCartWithTestCard(page.request, TEST_BILLING);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/api/orders/${orderId}/receipt`);
  await expect(page.getByRole("heading", { name: "Invoice" })).toBeVisible();
  await expect(page.getByRole("cell", { name: dearest.name })).toBeVisible();
  const fit = await page.evaluate(() => {
    const body = document.body.getBoundingClientRect();
    const contentRight = body.right - parseFloat(getComputedStyle(document.body).paddingRight);
    return {
      scroll: document.documentElement.scrollWidth - window.innerWidth,
      widest: Math.max(
        ...[...document.body.querySelectorAll("*")].map(
          (el) => el.getBoundingClientRect().right - contentRight,
        ),
      ),
    };
  });
  expect(fit.scroll, "the page scrolls sideways").toBeLessThanOrEqual(0);
  expect(fit.widest, "something runs past the page's margin").toBeLessThanOrEqual(0.5);

  // Printed, it keeps the wide layout: one line per item, "Unit price" on one line.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 718, height: 1000 });
  const header = page.getByRole("columnheader", { name: "Unit price" });
  expect((await header.boundingBox())!.height).toBeLessThan(40);
});
