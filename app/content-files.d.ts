// content/*.yaml, turned into data by the Vite plugin in vite.config.ts; each importer checks
// the shape against its zod schema's type (the content compiler has validated the file).
declare module "*.yaml" {
  const data: unknown;
  export default data;
}

// One top-level part of a file (vite.config.ts, `?part=`), for a chunk that needs only it.
declare module "*.yaml?part=cta" {
  const data: unknown;
  export default data;
}
declare module "*.yaml?part=menuFeatures" {
  const data: unknown;
  export default data;
}
declare module "*.yaml?part=resources" {
  const data: unknown;
  export default data;
}
declare module "*.yaml?part=legal" {
  const data: unknown;
  export default data;
}
