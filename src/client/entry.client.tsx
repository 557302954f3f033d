import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The server rendered the whole document with every route's data (docs/pages-and-rendering.md):
// the browser hydrates it, as a transition that yields to the browser every few milliseconds
// instead of one long task. What is tapped or typed meanwhile goes to the page's real forms
// (docs/decisions/0213).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
