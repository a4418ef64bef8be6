// Compiles content/ (markdown + front matter) into build/content/ (JSON index + HTML bodies).
// Run by scripts/build.mjs before the Vite build and by the dev server at start.
//   CONTENT_DIR        the markdown folder (default: content)
//   CONTENT_BUILD_DIR  the output folder (default: build/content)
//   PUBLIC_DIR         where referenced images must exist (default: public)
import path from "node:path";
import { ContentValidationError } from "~/lib/content/compile";
import { compileContentDirectory } from "~/lib/content/compile-directory.server";

const resolveFromEnv = (name: string, fallback: string) =>
  path.resolve(process.env[name] || fallback);

const started = performance.now();
try {
  const outDir = resolveFromEnv("CONTENT_BUILD_DIR", "build/content");
  const index = await compileContentDirectory({
    contentDir: resolveFromEnv("CONTENT_DIR", "content"),
    outDir,
    publicDir: resolveFromEnv("PUBLIC_DIR", "public"),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Compiled content into ${path.relative(process.cwd(), outDir) || outDir} in ${seconds} s: ` +
      `${index.blog.length} posts, ${index.integrations.length} integrations, ` +
      `${index.businessProcesses.length} business processes, ${index.caseStudies.length} case studies, ${index.legal.length} legal pages`,
  );
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(`Content build failed. ${error.message}`);
    process.exit(1);
  }
  throw error;
}
