import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./helpers";

/**
 * The bar from DESIGN.md section 6: zero serious or critical axe violations on every route, signed
 * out and signed in, at 1280 and 390 px. One page per (audience, width) visits every route in turn,
 * so the whole sweep costs one browser context each, not one per route.
 */
type Audience = "visitor" | "customer" | "admin";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;

const COMMON = [
  "/products",
  "/free-resources",
  "/product-wizard",
  "/chat",
  "/demo",
  "/about",
  "/contact",
  "/test-login",
  "/privacy",
  "/terms",
  "/security",
  "/no/such/page",
];

/**
 * The common pages differ between a customer and an administrator only in the header's menu, which
 * "/" and "/dashboard" check for the administrator; the pages themselves are checked once signed in.
 */
const ROUTES: Record<Audience, string[]> = {
  visitor: ["/", "/login", ...COMMON],
  customer: ["/", "/cart", "/checkout", "/dashboard", "/developers-redirect", ...COMMON],
  admin: ["/", "/dashboard", "/admin", "/product-management", "/admin-redirect"],
};

/** Screens that send the browser elsewhere after 1 second: checked with the clock paused. */
const REDIRECTING: Record<Audience, string[]> = {
  visitor: ["/cart", "/checkout", "/dashboard", "/admin"],
  customer: ["/admin"],
  admin: [],
};

interface Finding {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    // Off by default in axe (experimental), but a real failure for speech-input users.
    .options({
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Passing and inapplicable nodes are not collected: the same checks, about a third quicker.
      resultTypes: ["violations"],
    })
    // One axe.run in the page; the default mode also opens a blank page per call to merge frames.
    .setLegacyMode(true)
    .analyze();
  const minor = results.violations.filter((v) => v.impact === "moderate" || v.impact === "minor");
  if (minor.length) console.log(`${where}: below the bar: ${minor.map((v) => v.id).join(", ")}`);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
}

/** Waits until the route has rendered its content (no skeletons, no pending requests). */
async function settle(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
}

/** The first visit loads the app; later ones move within it (as a click would), which is quicker. */
async function visit(page: Page, path: string) {
  if (page.url() === "about:blank") await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
  await expect(page).toHaveURL(path);
  await settle(page);
}

async function newPage(browser: Browser, audience: Audience, width: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: width.width, height: width.height },
    reducedMotion: "reduce",
  });
  if (audience !== "visitor") await signIn(context, audience);
  return context;
}

// A trace records every step of axe's work: ten times slower, and nothing to see in it.
test.use({ trace: "off" });

for (const audience of ["visitor", "customer", "admin"] as const) {
  for (const width of WIDTHS) {
    test(`no serious axe violation: ${audience} at ${width.width} px`, async ({ browser }) => {
      test.setTimeout(600_000);
      const context = await newPage(browser, audience, width);
      const page = await context.newPage();
      const findings: Finding[] = [];
      const check = async (where: string) =>
        findings.push(...(await audit(page, `${where} @${width.width}`)));

      const conversation = await context.request.post("/api/ai/start-conversation", {
        data: { initialMessage: "Which tax software suits a two-person firm?" },
      });
      expect(conversation.ok()).toBe(true);
      const { conversationId } = (await conversation.json()) as { conversationId: string };
      const product = (await (await context.request.get("/api/products")).json())[0] as {
        id: number;
      };

      for (const path of [...ROUTES[audience], `/products/${product.id}`]) {
        await visit(page, path);
        await check(path);
      }
      await visit(page, `/chat/${conversationId}`);
      await check("/chat/{id}");

      // States a visitor reaches by clicking: a demo playing, the ROI hints, the open menus.
      await visit(page, "/demo");
      await page.getByRole("button", { name: "Start Demo" }).first().click();
      await expect(page.getByRole("button", { name: /^Pause/ })).toBeVisible();
      await page.getByLabel("Manual Tasks per Week").fill("-5");
      await check("/demo (playing, negative input)");

      if (width.width < 1024) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await check("mobile menu");
        await page.keyboard.press("Escape");
      }
      if (audience !== "visitor") {
        await page.getByRole("button", { name: /^Open cart/ }).click();
        await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
        await check("cart panel");
        await page.keyboard.press("Escape");
        await visit(page, "/dashboard");
        for (const tab of ["Subscriptions", "Profile"]) {
          await page.getByRole("tab", { name: tab }).click();
          await check(`/dashboard ${tab}`);
        }
        await page.getByRole("button", { name: "Edit Profile" }).click();
        await expect(page.getByRole("dialog", { name: "Edit Profile" })).toBeVisible();
        await check("edit profile dialog");
        await page.keyboard.press("Escape");
      }

      // Pages that send the browser on after a second are held still: the sign-in redirect (a
      // full navigation to /api/login) gets an empty answer and the in-app move home (pushState) is a no-op.
      for (const path of REDIRECTING[audience]) {
        const held = await context.newPage();
        // A 204 answer to a navigation leaves the page where it is.
        await held.route("**/api/login", (route) => route.fulfill({ status: 204 }));
        await held.addInitScript(() => {
          window.history.pushState = () => undefined;
        });
        await held.goto(path);
        await expect(held.locator("main h1")).toBeVisible();
        findings.push(...(await audit(held, `${path} (before its redirect) @${width.width}`)));
        await held.close();
      }

      await context.close();
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
}
