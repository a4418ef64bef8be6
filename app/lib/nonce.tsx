import { createContext, useContext } from "react";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-response CSP nonce, set by server.ts. */
    cspNonce: string;
    /** The client's address as server.ts determined it: the rate limits' key. */
    clientAddress?: string;
    /**
     * Set only by the mock upstream's router (mocks/node.ts, `/__mock-error`): the page fails on
     * purpose so tests can see the error page. A real deployment never sets it.
     */
    deliberateFailure?: string;
    /** The production build's browser files, whose stylesheet the document inlines. */
    clientBuildDirectory?: string;
    /**
     * Allows the document's inline scripts by these hash sources instead of the response's nonce
     * (server.ts rewrites the CSP header): for pages a shared cache may keep, which carry no nonce.
     */
    allowScriptsByHash?: (hashSources: string[]) => void;
  }
}

// The browser hides nonce values from script, so on the client this is "" and hydration matches.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
