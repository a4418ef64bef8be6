import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";

/**
 * The page copy in content/*.yaml becomes plain data at build time, so no YAML parser reaches the
 * browser or runs per request. The content compiler validates the same files before the build
 * (docs/content.md, docs/decisions/049).
 *
 * `file.yaml?part=key` is the file's top-level `key` alone: a module of its own, so the bundler
 * can leave the rest of the file out of a chunk that needs only that part (the header's menus
 * take two parts of site.yaml, whose other words are the footer's and other pages'). Each part
 * imported is declared in app/content-files.d.ts.
 */
export function contentYaml(): Plugin {
  return {
    name: "aden-content-yaml",
    transform(source, id) {
      const [file = "", query = ""] = id.split("?");
      if (!/\.ya?ml$/.test(file)) return null;
      const data: unknown = parseYaml(source);
      const part = new URLSearchParams(query).get("part");
      if (part === null) {
        return { code: `export default ${JSON.stringify(data)};`, map: null };
      }
      if (typeof data !== "object" || data === null || !(part in data)) {
        this.error(`${file} has no top-level "${part}"`);
      }
      const value = (data as Record<string, unknown>)[part];
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
