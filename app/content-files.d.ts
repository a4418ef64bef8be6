// content/*.yaml, turned into data by the Vite plugin in vite.config.ts; each importer checks
// the shape against its zod schema's type (the content compiler has validated the file).
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
