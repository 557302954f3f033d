import { createContext, useContext } from "react";

/** What a server render learns from the tree it rendered (src/client/entry-server.tsx). */
export interface RenderOutcome {
  status?: number;
}

export const RenderOutcomeContext = createContext<RenderOutcome | null>(null);

/** Gives the server-rendered page this HTTP status (a real 404); renders nothing, does nothing in the browser. */
export function PageStatus({ code }: { code: number }) {
  const outcome = useContext(RenderOutcomeContext);
  if (outcome) outcome.status = code;
  return null;
}
