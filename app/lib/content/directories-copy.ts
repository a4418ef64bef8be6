import directoriesCopy from "../../../content/pages/directories.yaml";
import type { DirectoriesCopy } from "./page-schemas";

/**
 * The words of the blog, integration, business-process and case-study pages:
 * content/pages/directories.yaml, checked by the content compiler before every build.
 */
export const DIRECTORIES = directoriesCopy as DirectoriesCopy;
