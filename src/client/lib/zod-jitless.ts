/**
 * The browser build resolves `zod` to this module (vite.config.ts), so the setting below runs
 * before any schema is built. Zod's compiled parsers probe `new Function`, which the CSP (no
 * 'unsafe-eval') refuses and the browser reports as a violation; the interpreted parsers are fast
 * enough for forms. Doing it here rather than in main.tsx keeps zod out of the first-view bundle.
 */
import * as z from "zod/v4";
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
