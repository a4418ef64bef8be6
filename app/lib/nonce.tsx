import { createContext, useContext } from "react";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-response CSP nonce, set by server.ts. */
    cspNonce: string;
  }
}

// The browser hides nonce values from script, so on the client this is "" and hydration matches.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
