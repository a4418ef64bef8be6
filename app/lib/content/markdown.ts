import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** Words read per minute for the reading-time estimate. */
export const WORDS_PER_MINUTE = 225;

type MarkdownNode = {
  type: string;
  depth?: number;
  value?: string;
  children?: MarkdownNode[];
  data?: Record<string, unknown>;
};

type HtmlElement = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HtmlElement[];
};

/** A `##` heading of the body: its anchor (from rehype-slug) and its text. */
export type Heading = { id: string; title: string };

function walk(node: MarkdownNode, visit: (node: MarkdownNode) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * The page title is the only h1, and a body's outline never skips a level: a `#` becomes a
 * section (h2), and a heading deeper than one below the one before it is raised (a body that
 * starts at `###` gets h2s; `##` then `####` gives h2 then h3). Skipped levels fail WCAG's
 * heading order and confuse screen-reader navigation.
 */
function remarkOutlineHeadings() {
  return (tree: MarkdownNode) => {
    // The written depths of the open sections, outermost first; a heading's level is its nesting.
    const open: number[] = [];
    walk(tree, (node) => {
      // Only headings have a depth (mdast).
      if (node.depth === undefined) return;
      const written = Math.max(node.depth, 2);
      while ((open.at(-1) ?? 0) >= written) open.pop();
      node.depth = Math.min(open.length + 2, 6);
      open.push(written);
    });
  };
}

/** Counts the words a reader reads, into file.data.wordCount. */
function remarkCountWords() {
  return (tree: MarkdownNode, file: { data: Record<string, unknown> }) => {
    let words = 0;
    walk(tree, (node) => {
      if ((node.type === "text" || node.type === "inlineCode") && node.value) {
        words += node.value.split(/\s+/).filter(Boolean).length;
      }
    });
    file.data.wordCount = words;
  };
}

const textOf = (node: HtmlElement): string =>
  node.type === "text"
    ? (node.value ?? "")
    : (node.children ?? []).map(textOf).join("");

function walkHtml(
  node: HtmlElement,
  visit: (node: HtmlElement, parent: HtmlElement | null) => void,
  parent: HtmlElement | null = null,
) {
  visit(node, parent);
  for (const child of node.children ?? []) walkHtml(child, visit, node);
}

// Only elements have a tag name (hast).
const isElement = (node: HtmlElement, ...tagNames: string[]) =>
  tagNames.includes(node.tagName ?? "");

/** The text of the cells of a table's first row, "Signal, Example, Why it matters". */
function headerText(table: HtmlElement): string {
  let firstRow: HtmlElement | undefined;
  walkHtml(table, (node) => {
    if (!firstRow && isElement(node, "tr")) firstRow = node;
  });
  return (firstRow?.children ?? [])
    .filter((cell) => isElement(cell, "th", "td"))
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * At most this many characters in every body cell ("1", "Week 12", "$18.40"): a narrow column. Its
 * heading may be longer ("Frequency", "Rule clarity") and wraps instead.
 */
const NARROW_COLUMN_CHARACTERS = 8;

/**
 * Marks the cells of the table's narrow columns (`table-narrow`): app.css gives every column a
 * readable minimum width, which a column of day numbers doesn't need, at the cost of the text
 * beside it on a phone.
 */
function markNarrowColumns(table: HtmlElement) {
  const rows: HtmlElement[][] = [];
  walkHtml(table, (node) => {
    if (isElement(node, "tr")) {
      rows.push(
        (node.children ?? []).filter((cell) => isElement(cell, "th", "td")),
      );
    }
  });
  const columnCount = Math.max(0, ...rows.map((row) => row.length));
  for (let column = 0; column < columnCount; column += 1) {
    const cells = rows.flatMap((row) => row[column] ?? []);
    const values = cells.filter((cell) => isElement(cell, "td"));
    const narrow = values.every(
      (cell) => textOf(cell).trim().length <= NARROW_COLUMN_CHARACTERS,
    );
    if (!narrow) continue;
    for (const cell of cells) {
      cell.properties = { ...cell.properties, className: ["table-narrow"] };
    }
  }
}

/**
 * Each table sits in a labelled, focusable region that scrolls sideways on narrow screens, so a
 * keyboard can scroll it and a screen reader names it (app.css gives it its scroll cue).
 */
function rehypeScrollableTables() {
  return (tree: HtmlElement) => {
    const tables: { parent: HtmlElement; table: HtmlElement }[] = [];
    walkHtml(tree, (node, parent) => {
      if (parent && isElement(node, "table"))
        tables.push({ parent, table: node });
    });
    tables.forEach(({ parent, table }, index) => {
      // Markdown has no table captions: the header row names the table.
      const name = headerText(table) || `Table ${index + 1}`;
      markNarrowColumns(table);
      const region: HtmlElement = {
        type: "element",
        tagName: "div",
        properties: {
          className: ["table-scroll"],
          role: "region",
          ariaLabel: `Table: ${name}`,
          tabIndex: 0,
        },
        children: [table],
      };
      parent.children = parent.children?.map((child) =>
        child === table ? region : child,
      );
    });
  };
}

/**
 * GFM task items (`- [ ] text`) get a label: the checkbox and the item's own text (up to a
 * nested list) are wrapped in a <label>, so the disabled checkbox is named by its text.
 */
function rehypeLabelTaskItems() {
  return (tree: HtmlElement) =>
    walkHtml(tree, (node) => {
      const children = node.children ?? [];
      // The only input markdown makes is a task item's checkbox (raw HTML is dropped), and it
      // comes before the item's nested list.
      const start = children.findIndex((child) => isElement(child, "input"));
      if (start === -1 || !isElement(node, "li", "p")) return;
      let end = children.findIndex((child) => isElement(child, "ul", "ol"));
      if (end === -1) end = children.length;
      const label: HtmlElement = {
        type: "element",
        tagName: "label",
        properties: {},
        children: children.slice(start, end),
      };
      node.children = [
        ...children.slice(0, start),
        label,
        ...children.slice(end),
      ];
    });
}

/** A hyphenated word or code in running text ("check-ins", "J-2417"). */
const HYPHENATED = /(\S*-\S*)/;

/**
 * A heading's hyphenated words stay whole (`whitespace-nowrap`), so a narrow heading wraps
 * "a plan with / check-ins" rather than "a plan with check- / ins"; as WholeWords does for the
 * components' headings.
 */
function rehypeWholeHeadingWords() {
  const keepWhole = (node: HtmlElement) => {
    node.children = node.children?.flatMap((child): HtmlElement[] => {
      if (child.type !== "text") {
        keepWhole(child);
        return [child];
      }
      return (child.value ?? "")
        .split(HYPHENATED)
        .map((piece, index): HtmlElement =>
          index % 2 === 1
            ? {
                type: "element",
                tagName: "span",
                properties: { className: ["whitespace-nowrap"] },
                children: [{ type: "text", value: piece }],
              }
            : // Where a word starts or ends the text this is empty, which prints as nothing.
              { type: "text", value: piece },
        );
    });
  };
  return (tree: HtmlElement) =>
    walkHtml(tree, (node) => {
      if (isElement(node, "h2", "h3", "h4", "h5", "h6")) keepWhole(node);
    });
}

/** Lists the h2 headings with their ids, into file.data.headings (a table of contents). */
function rehypeCollectSections() {
  return (tree: HtmlElement, file: { data: Record<string, unknown> }) => {
    const headings: Heading[] = [];
    walkHtml(tree, (node) => {
      const id = node.properties?.id;
      if (isElement(node, "h2") && typeof id === "string") {
        headings.push({ id, title: textOf(node).trim() });
      }
    });
    file.data.headings = headings;
  };
}

/**
 * Markdown to HTML, once, at build time. Raw HTML in the markdown is dropped (remark-rehype's
 * default), so the only HTML we ever render is what this pipeline produces from our own files.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkOutlineHeadings)
  .use(remarkCountWords)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeCollectSections)
  .use(rehypeWholeHeadingWords)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    properties: (heading: HtmlElement) => ({
      className: ["heading-anchor"],
      ariaLabel: `Link to the section ${textOf(heading)}`,
    }),
    content: {
      type: "element",
      tagName: "span",
      properties: { ariaHidden: "true" },
      children: [{ type: "text", value: "#" }],
    },
  })
  .use(rehypeScrollableTables)
  .use(rehypeLabelTaskItems)
  .use(rehypeExternalLinks, {
    target: "_blank",
    rel: ["noopener", "noreferrer"],
  })
  .use(rehypeStringify)
  .freeze();

export type RenderedMarkdown = {
  html: string;
  readingMinutes: number;
  headings: Heading[];
};

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = processor.processSync(markdown);
  const wordCount = Number(file.data.wordCount ?? 0);
  return {
    html: String(file),
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    headings: (file.data.headings as Heading[] | undefined) ?? [],
  };
}
