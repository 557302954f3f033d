import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./lib/query-client";
import { QUERY_STATE_ID, restoreQueryState } from "./lib/query-state";

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
// Hydrated at once, not as a transition: a transition let clicks made in its first second go
// unanswered (browser journeys lost them); the main-thread cost is in docs/performance.md.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
