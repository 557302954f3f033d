import { test as base, expect, type Page } from "@playwright/test";

export { expect };
export type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/**
 * Pages arrive server-rendered and become interactive when React has hydrated them; a click
 * before that lands on plain HTML and is lost. The app marks `<html data-hydrated>` once the
 * page's own markup has hydrated (src/client/components/hydration-mark.tsx), and every full page
 * load a journey makes waits for that mark. Responses that are not the app (JSON, a fake
 * provider's form) have no React Router context and pass once parsed.
 *
 * A plain `evaluate` that resolves on the mark, not `waitForFunction`: Playwright's waiting puts
 * its 345 KB injected script into the page's own world on every load (decision 0186).
 */
export async function waitForHydration(page: Page) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const hydrated = await page
      .evaluate(
        (ms) =>
          new Promise<boolean>((resolve) => {
            // A document still being parsed may not have reached its scripts yet: only a parsed
            // one without React Router's context is not the app.
            const done = () =>
              "__reactRouterContext" in window
                ? document.documentElement.hasAttribute("data-hydrated")
                : document.readyState !== "loading";
            if (done()) return resolve(true);
            const check = () => {
              if (!done()) return;
              stop();
              resolve(true);
            };
            const observer = new MutationObserver(check);
            const timer = setTimeout(() => {
              stop();
              resolve(false);
            }, ms);
            const stop = () => {
              observer.disconnect();
              clearTimeout(timer);
              document.removeEventListener("readystatechange", check);
            };
            observer.observe(document.documentElement, {
              attributes: true,
              attributeFilter: ["data-hydrated"],
            });
            document.addEventListener("readystatechange", check);
          }),
        Math.max(0, deadline - Date.now()),
      )
      .catch((error: Error) => {
        // The page moved on to another document while waiting: wait on that one.
        if (/Execution context was destroyed/.test(error.message)) return undefined;
        throw error;
      });
    if (hydrated) return;
    if (hydrated === false || Date.now() > deadline)
      throw new Error(`${page.url()} was not hydrated within 20 s`);
  }
}

/**
 * Makes this page's `goto` and `reload` wait for hydration. The `page` fixture has it; a journey
 * that opens another page (a second user's context) wraps it: `withHydration(await ctx.newPage())`.
 * A journey that names its own `waitUntil` takes the page as it arrives: pages that move on by
 * themselves a second after hydrating (Access Denied, Please Sign In) are read then.
 */
export function withHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    if (!args[1]?.waitUntil) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : withHydration(page));
  },
});
