import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server rendered the whole document with every route's data (docs/pages-and-rendering.md):
// the browser hydrates it. Hydrated at once, not as a transition: a transition let clicks made in
// its first second go unanswered (browser journeys lost them; docs/performance.md).
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
