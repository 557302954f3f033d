import "./styles.css";

/*
 * The page arrives rendered (docs/decisions/0100) and needs no script to be read. The application
 * is fetched and run once the browser has painted it (docs/decisions/0103): scripts downloading
 * while the HTML arrives share its bandwidth, and module scripts run as soon as the HTML is parsed,
 * which on a fast connection is before the first frame. Two frames after the first one, the page's
 * chunks (listed by the server in #page-chunks) are fetched together and the application starts.
 * A hidden tab draws no frames: it starts at once.
 */
function start() {
  const chunks = document.getElementById("page-chunks")?.textContent;
  for (const href of chunks ? (JSON.parse(chunks) as string[]) : []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void startApplication(restOfStylesheet());
}

/**
 * A server-rendered page carries only the rules its own HTML uses (docs/decisions/0163); what the
 * application draws later (menus, toasts, other pages) needs the rest of the stylesheet, linked
 * before it starts. The rest holds no rule for the page's own elements, so adding it restyles
 * almost nothing; if the server no longer knows it (a restart), the whole stylesheet comes instead.
 */
function restOfStylesheet(): Promise<unknown> {
  const style = document.querySelector<HTMLStyleElement>("style[data-stylesheet]");
  if (!style) return Promise.resolve();
  const link = (href: string) =>
    new Promise<boolean>((resolve) => {
      const sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = href;
      sheet.onload = () => resolve(true);
      sheet.onerror = () => {
        sheet.remove();
        resolve(false);
      };
      document.head.append(sheet);
    });
  const { rest, stylesheet } = style.dataset;
  return (rest ? link(rest) : Promise.resolve(false)).then(
    (loaded) => loaded || !stylesheet || link(stylesheet),
  );
}

/**
 * React DOM's module (most of the first view's script) runs in a task of its own, then the
 * application and its hydration in the next: one long task on a slow phone becomes two shorter
 * ones, and the browser can paint or answer a tap between them (docs/decisions/0107). Both are
 * imported by address (#app-modules, written by the build): an import the bundler sees goes
 * through Vite's loader, and this file would then import two more files, fetched with it before
 * the first paint (decision 0166).
 */
async function startApplication(stylesheet: Promise<unknown>) {
  const modules = JSON.parse(document.getElementById("app-modules")!.textContent!) as {
    reactDom: string;
    start: string;
  };
  await import(/* @vite-ignore */ modules.reactDom);
  await stylesheet;
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import(/* @vite-ignore */ modules.start);
}
if (document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function") start();
else requestAnimationFrame(() => requestAnimationFrame(start));
