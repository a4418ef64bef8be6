// `node --import ./scripts/yaml-register.mjs`: see scripts/yaml-hooks.mjs.
import { register } from "node:module";

register("./yaml-hooks.mjs", import.meta.url);
