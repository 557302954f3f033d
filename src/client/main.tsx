import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import "./styles.css";

// Zod's compiled parsers probe `new Function`, which the CSP (no 'unsafe-eval') refuses and the
// browser reports as a violation on every page; the interpreted parsers are fast enough here.
zodConfig({ jitless: true });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
