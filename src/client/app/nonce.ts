import { createContext, useContext } from "react";

/**
 * The nonce of the response's Content-Security-Policy, given by the server's entry
 * (entry.server.tsx) to the page's inline scripts. In the browser there is none: the scripts
 * are already running.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
