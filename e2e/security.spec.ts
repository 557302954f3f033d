import { expect, test, type Page } from "./fixtures";
import { signIn, watchCsp } from "./helpers";

const PUBLIC_PAGES = [
  "/",
  "/products",
  "/free-resources",
  "/about",
  "/contact",
  "/login",
  "/product-wizard",
];
const SIGNED_IN_PAGES = ["/", "/cart", "/dashboard", "/checkout", "/chat"];
const ADMIN_PAGES = ["/admin", "/admin?tab=outbox", "/product-management"];

async function visitAll(page: Page, paths: string[]) {
  const violations = await watchCsp(page);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await page.waitForLoadState("networkidle");
    expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  }
}

test("no page breaks its own Content Security Policy (visitor)", async ({ page }) => {
  await visitAll(page, PUBLIC_PAGES);
});

test("no page breaks its own Content Security Policy (customer)", async ({ page, context }) => {
  await signIn(context, "customer");
  await visitAll(page, SIGNED_IN_PAGES);
});

test("no page breaks its own Content Security Policy (admin)", async ({ page, context }) => {
  await signIn(context, "admin");
  await visitAll(page, ADMIN_PAGES);
});

test("the session cookie is HttpOnly and SameSite=Lax, and signing in issues a new one", async ({
  page,
  context,
}) => {
  await page.goto("/product-wizard");
  await context.request.post("/api/ai/start-conversation");
  const before = (await context.cookies()).find((c) => c.name.endsWith("ch_session"));
  expect(before, "a visitor session").toBeTruthy();
  await signIn(context, "customer");
  const after = (await context.cookies()).find((c) => c.name.endsWith("ch_session"))!;
  expect(after.httpOnly).toBe(true);
  expect(after.sameSite).toBe("Lax");
  expect(after.value).not.toBe(before!.value);
});
