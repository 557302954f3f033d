import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./lib/query-client";
import { QUERY_STATE_ID, restoreQueryState } from "./lib/query-state";
import "./styles.css";

// The server rendered the page and sent the data it used (docs/decisions/0100): the browser
// starts from the same cache, so hydration draws exactly what is already on screen.
const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ID)?.textContent;
if (state) restoreQueryState(queryClient, state);

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <App />
    </Providers>
  </StrictMode>
);
// `npm run dev` serves the bare index.html: there is nothing to hydrate there.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (the page is already on screen and readable; a
// click before hydration ends is replayed by React once its part is hydrated).
if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
