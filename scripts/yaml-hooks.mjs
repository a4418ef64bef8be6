// Node module hooks: `import data from "…/x.yaml"` gives the parsed file, as the Vite plugin in
// vite.config.ts does for the site. Registered by scripts/yaml-register.mjs for the build's
// Node scripts (the Open Graph cards read the module catalogue through the app's modules).
import { readFile } from "node:fs/promises";
import { parse } from "yaml";

export async function load(url, context, nextLoad) {
  if (!/\.ya?ml$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const source = await readFile(new URL(url), "utf8");
  return {
    format: "module",
    shortCircuit: true,
    source: `export default ${JSON.stringify(parse(source))};`,
  };
}
