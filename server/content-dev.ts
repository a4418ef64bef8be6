import { watch } from "node:fs";
import path from "node:path";
import { ContentValidationError } from "~/lib/content/compile";
import { compileContentDirectory } from "~/lib/content/compile-directory.server";
import { getLogger } from "~/lib/logger.server";

/**
 * `npm run dev`: compiles content/ at start and again whenever a file in it changes. A content
 * error is printed and the last good build stays in place, so the dev server keeps running.
 * Loaded only in development (server.ts imports it dynamically).
 */
export async function compileAndWatchContent(
  outDir: string,
): Promise<() => void> {
  const contentDir = path.resolve(process.env.CONTENT_DIR || "content");
  const publicDir = path.resolve(process.env.PUBLIC_DIR || "public");

  const compile = async () => {
    try {
      const index = await compileContentDirectory({
        contentDir,
        outDir,
        publicDir,
      });
      getLogger().info(
        `Content compiled: ${index.blog.length} posts, ${index.integrations.length} integrations, ${index.businessProcesses.length} business processes, ${index.caseStudies.length} case studies.`,
      );
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      getLogger().error(`Content not recompiled. ${error.message}`);
    }
  };
  await compile();

  let pending: NodeJS.Timeout | undefined;
  const watcher = watch(contentDir, { recursive: true }, () => {
    clearTimeout(pending);
    // Editors write a file in several steps: compile once they are done.
    pending = setTimeout(() => {
      compile().catch((error: unknown) => {
        getLogger().error({ err: error }, "Content not recompiled");
      });
    }, 150);
  });
  return () => {
    clearTimeout(pending);
    watcher.close();
  };
}
