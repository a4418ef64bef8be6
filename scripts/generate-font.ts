// Writes the cut-down Inter and its @font-face rules (scripts/inter-subset.ts, decision 039):
// `npm run generate:font` after upgrading @fontsource-variable/inter or subset-font
// (tests/inter-subset.test.ts says when).
import { writeFileSync } from "node:fs";
import {
  INTER_FACES_CSS,
  INTER_SUBSET_FONT,
  interFacesCss,
  subsetInter,
} from "./inter-subset";

const font = await subsetInter();
writeFileSync(INTER_SUBSET_FONT, font);
writeFileSync(INTER_FACES_CSS, await interFacesCss());
console.log(
  `Wrote ${INTER_SUBSET_FONT} (${font.length} bytes) and ${INTER_FACES_CSS}`,
);
