// subset-font ships no types, and @types/subset-font (2.3) predates `keepFeatures`: the options
// scripts/inter-subset.ts passes, as subset-font 2.9's README documents them.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: string[];
    variationAxes?: Record<
      string,
      number | { min: number; max: number; default?: number }
    >;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
