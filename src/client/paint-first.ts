/*
 * The page paints before its scripts are fetched (docs/decisions/0214): React Router's module
 * script is written with a type the browser does not run, and its module preloads are listed on
 * a small script of the page instead, which adds them and runs the held script two frames after
 * the first one (at once in a hidden tab, which draws no frames). Fetched while the HTML still
 * arrives, the scripts would share its bandwidth, and on a phone their evaluation would come
 * before the first paint.
 */

const HELD_TYPE = "text/x-after-paint";

/** The same text on every page: one CSP hash names it wherever a page is kept. */
const STARTER = `(()=>{const list=document.currentScript.dataset.modules.split(" ");const go=()=>{for(const href of list){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}for(const held of document.querySelectorAll('script[type="${HELD_TYPE}"]')){const script=document.createElement("script");script.type="module";script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script)}};if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")go();else requestAnimationFrame(()=>requestAnimationFrame(go))})()`;

/**
 * Where React Router's module preloads and module scripts begin (`<Scripts>`, at the end of the
 * body): the tag holding the first of them, or -1. Only the page from there is read again, not the
 * whole document (React escapes `<` in attribute values, so the tag starts at the `<` before it).
 */
function scriptsStart(html: string): number {
  const found = [html.indexOf('<link rel="modulepreload"'), html.indexOf(' type="module"')].filter(
    (at) => at >= 0,
  );
  return found.length === 0 ? -1 : html.lastIndexOf("<", Math.min(...found));
}

/** The rendered document, with its module scripts held until after the first paint. */
export function paintFirst(html: string, nonce: string): string {
  const start = scriptsStart(html);
  if (start < 0) return html;
  const modules: string[] = [];
  const withoutPreloads = html
    .slice(start)
    .replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_tag, href: string) => {
      modules.push(href);
      return "";
    });
  const held = withoutPreloads.replace(
    /(<script[^>]*?) type="module"( async="")?>/g,
    `$1 type="${HELD_TYPE}"$2>`,
  );
  if (held === withoutPreloads) return html;
  const starter = `<script nonce="${nonce}" data-modules="${modules.join(" ")}">${STARTER}</script>`;
  return html.slice(0, start) + held.replace("</body>", `${starter}</body>`);
}
