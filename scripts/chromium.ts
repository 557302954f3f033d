import fs from "node:fs";

function firstPresent(candidates: Array<string | undefined>, install: string): string {
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) throw new Error(`No Chromium found: set CHROMIUM_PATH or apt-get install ${install}`);
  return found;
}

/** The whole browser (Lighthouse): $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return firstPresent(
    [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"],
    "chromium",
  );
}

/**
 * The browser for journeys and screenshots: $CHROMIUM_PATH, else Debian's headless shell (the
 * same engine without the browser's own UI; about a third less CPU per journey, decision 0095),
 * else the whole browser.
 */
export function headlessShellPath(): string {
  return firstPresent(
    [
      process.env.CHROMIUM_PATH,
      "/usr/bin/chromium-headless-shell",
      "/usr/bin/chromium",
      "/usr/bin/chromium-browser",
    ],
    "chromium-headless-shell",
  );
}

/**
 * Chromium keeps only the last --disable-features it is given, so this one repeats Playwright's own
 * list (playwright-core's chromiumSwitches) and adds the browser-UI pages a headless window has no
 * use for. Each new window (every journey's browser context) otherwise loads the WebUI omnibox
 * popup, chrome://omnibox-popup.top-chrome: about 1.3 s of CPU per context, more than the page
 * under test (decision 0095).
 */
const DISABLED_FEATURES = [
  // Playwright's defaults
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // The browser's own UI pages
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "PreloadTopChromeWebUI",
];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-dev-shm-usage",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];
