// `npm run content:check`: validates everything in content/ (the markdown and its front matter,
// the catalogue, the module and industry pages, content/pages/) without building the site, and
// prints every problem at once as `file: field: reason`. Exits 1 when there is any.
//   CONTENT_DIR  the folder to check (default: content)
//   PUBLIC_DIR   where referenced images must exist (default: public)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentValidationError } from "~/lib/content/compile";
import { compileContentDirectory } from "~/lib/content/compile-directory.server";

const contentDir = path.resolve(process.env.CONTENT_DIR || "content");
// The compiled output is thrown away: only the checks matter here.
const scratch = mkdtempSync(path.join(tmpdir(), "content-check-"));
try {
  const index = await compileContentDirectory({
    contentDir,
    outDir: path.join(scratch, "content"),
    publicDir: path.resolve(process.env.PUBLIC_DIR || "public"),
  });
  console.log(
    `The content in ${path.relative(process.cwd(), contentDir) || contentDir} is valid: ` +
      `${index.blog.length} posts, ${index.integrations.length} integrations, ` +
      `${index.businessProcesses.length} business processes, ${index.caseStudies.length} case studies, ` +
      `${index.legal.length} legal pages, the catalogue and its pages.`,
  );
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
