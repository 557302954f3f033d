import { expect, test, waitForHydration } from "./fixtures";
import { collectConsoleErrors, sentToSignIn, signIn } from "./helpers";

test.describe("visitor", () => {
  test("sees Sign In and Get Started, no cart icon", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/api/login",
    );
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/api/login",
    );
    await expect(header.getByRole("button", { name: "Open cart" })).toHaveCount(0);
    for (const label of [
      "Home",
      "Products",
      "AI Wizard",
      "AI Chat",
      "Resources",
      "About",
      "Contact",
    ]) {
      await expect(header.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(errors).toEqual([]);
  });

  test("with no provider configured, the sign-in screen says how to sign in instead", async ({
    page,
  }) => {
    await page.goto("/api/login");
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sign in to Countinghouse" }),
    ).toBeVisible();
    const notice = page.getByTestId("no-sign-in-provider");
    await expect(notice).toContainText("not set up on this server yet");
    await expect(notice).toContainText("test accounts");
    await expect(page.getByRole("link", { name: /Continue with/ })).toHaveCount(0);
    await expect(page.getByText(/OAuth 2\.0/)).toBeVisible();
    await notice.getByRole("link", { name: "Use a test account" }).click();
    await expect(page).toHaveURL(/\/test-login$/);
  });

  test("a provider that is not configured still explains itself when reached", async ({ page }) => {
    await page.goto("/api/auth/google");
    await expect(page).toHaveURL(/\/login\?error=google_not_configured$/);
    await expect(page.getByRole("alert")).toHaveText(
      "Sign-in with Google is not configured on this server.",
    );
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("the footer links lead somewhere and partners open in a new tab", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("© 2024 Countinghouse")).toBeVisible();
    await expect(footer.getByRole("link", { name: /CPA Institute/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await footer.getByRole("link", { name: "Portal Access" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the dashboard asks a visitor to sign in, then goes to /login", async ({ page }) => {
    // The toast lives one second before the page moves on, and a loaded machine can look later
    // than that: the page itself writes down every status it shows, and keeps the list in the
    // tab's sessionStorage across the move to /login.
    await page.addInitScript(() => {
      const record = () => {
        for (const el of document.querySelectorAll<HTMLElement>('[role="status"]')) {
          const text = el.innerText.trim();
          const seen = JSON.parse(sessionStorage.getItem("statuses-seen") ?? "[]") as string[];
          if (text && el.checkVisibility() && !seen.includes(text))
            sessionStorage.setItem("statuses-seen", JSON.stringify([...seen, text]));
        }
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const sent = sentToSignIn(page);
    await page.goto("/dashboard", { waitUntil: "commit" });
    await sent;
    // Issue 14: the sign-in screen knows where to come back to.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    const seen = await page.evaluate(() => sessionStorage.getItem("statuses-seen") ?? "[]");
    const toast = (JSON.parse(seen) as string[]).find((text) => text.includes("Please Sign In"));
    expect(toast, seen).toContain("You need to be signed in to view your dashboard.");
  });
});

test.describe("test accounts", () => {
  test("Customer signs in from /test-login and has the account menu without Admin", async ({
    page,
  }) => {
    await page.goto("/test-login");
    await expect(page.getByRole("heading", { name: "Administrator" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Customer" })).toBeVisible();
    await page.getByRole("button", { name: "Login as Customer" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Test login moves to / with a full page load: its header is clickable once hydrated.
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Open cart" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await header.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    // The developer portal is for the shop's integrators, not its customers (issue 20).
    await expect(menu.getByRole("menuitem", { name: "Developers" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Products" })).toHaveCount(0);
  });

  test("Administrator has Admin and Products in the menu; Sign Out returns to the visitor view", async ({
    page,
  }) => {
    await page.goto("/test-login");
    await page.getByRole("button", { name: "Login as Administrator" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Test login moves to / with a full page load: its header is clickable once hydrated.
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Admin" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Products" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open cart" })).toHaveCount(0);
  });

  test("a customer on /admin sees Access Denied and lands on / after a second", async ({
    page,
    context,
  }) => {
    await signIn(context, "customer");
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("You need admin privileges to access this page.").first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });
});

test.describe("phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side sheet shows Dashboard, Admin and Sign Out for an admin", async ({
    page,
    context,
  }) => {
    await signIn(context, "admin");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Admin" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Sign Out" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Developers" })).toHaveCount(0);
    await expect(sheet.getByRole("link", { name: "AI Wizard" })).toBeVisible();
  });

  test("a customer's side sheet has no Admin; a visitor's has Sign In", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign In" }),
    ).toBeVisible();
    await signIn(context, "customer");
    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Sign Out" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Admin" })).toHaveCount(0);
  });
});
