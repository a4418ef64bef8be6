/**
 * User-facing interface words that more than one module says, written once; a page's copy is
 * content (content/). The spec's own strings (behaviour §8) stay word for word; the form messages
 * of behaviour §5 live with their schemas in ~/lib/forms.
 *
 * One module per part of the site, so a page's script carries only the words it shows: the
 * bundler places each module in the chunk of the pages that import it, and a single module of
 * every message sat in the first load of every page (docs/decisions/035).
 */
export * from "./site";
export * from "./errors";
export * from "./auth";
export * from "./contact";
export * from "./lists";
export * from "./case-studies";
export * from "./pricing";
export * from "./forms";
export * from "./home";
export * from "./solutions";
