import { createContext, useContext, useState } from "react";

/** The id of the `<style>` that holds the site's stylesheet when the server inlines it. */
export const INLINE_STYLESHEET_ID = "site-css";

// The server provides the stylesheet's text (entry.server.tsx); null renders the usual <link>.
const InlineStylesheetContext = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

/**
 * The stylesheet text the document carries in its head (decision 037), or null when it links the
 * file instead (development, tests). The browser reads it back from the server's `<style>`, so
 * hydration matches without the text travelling in a script.
 */
export function useInlineStylesheet(): string | null {
  const fromServer = useContext(InlineStylesheetContext);
  const [text] = useState(() =>
    typeof document === "undefined"
      ? fromServer
      : (document.getElementById(INLINE_STYLESHEET_ID)?.textContent ?? null),
  );
  return text;
}
