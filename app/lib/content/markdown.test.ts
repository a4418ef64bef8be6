import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const words = (count: number, word = "word") =>
  Array.from({ length: count }, () => word).join(" ");

describe("renderMarkdown", () => {
  it("renders a task item with a nested numbered list, its label ending where the list starts", () => {
    expect(
      renderMarkdown("- [ ] Close the month\n  1. Lock the ledger\n").html,
    ).toBe(
      [
        '<ul class="contains-task-list">',
        '<li class="task-list-item"><label><input type="checkbox" disabled> Close the month',
        "</label><ol>",
        "<li>Lock the ledger</li>",
        "</ol>",
        "</li>",
        "</ul>",
      ].join("\n"),
    );
  });

  it("lists the h2 sections with their anchors and plain text, not deeper headings", () => {
    expect(
      renderMarkdown("## Who *we* are\n\n#### Deep\n\n## Your `rights`\n")
        .headings,
    ).toEqual([
      { id: "who-we-are", title: "Who we are" },
      { id: "your-rights", title: "Your rights" },
    ]);
  });

  it("keeps a heading's hyphenated words whole, in its emphasis too, and leaves paragraphs to wrap", () => {
    const { html, headings } = renderMarkdown(
      "## Week one: check-ins\n\n### *Mid-project* expiry\n\nA re-keyed order.\n",
    );
    expect(html).toBe(
      [
        '<h2 id="week-one-check-ins">Week one: <span class="whitespace-nowrap">check-ins</span><a class="heading-anchor" aria-label="Link to the section Week one: check-ins" href="#week-one-check-ins"><span aria-hidden="true">#</span></a></h2>',
        '<h3 id="mid-project-expiry"><em><span class="whitespace-nowrap">Mid-project</span></em> expiry<a class="heading-anchor" aria-label="Link to the section Mid-project expiry" href="#mid-project-expiry"><span aria-hidden="true">#</span></a></h3>',
        "<p>A re-keyed order.</p>",
      ].join("\n"),
    );
    expect(headings).toEqual([
      { id: "week-one-check-ins", title: "Week one: check-ins" },
    ]);
  });

  // 225 words a minute, rounded: 337 words read as 1 minute, 338 as 2.
  it("counts the words of the text and of inline code", () => {
    const body = `${words(328)} \`${words(10, "x")}\`\n`;
    expect(renderMarkdown(body).readingMinutes).toBe(2);
  });

  it("counts no code block and no space between words as a word", () => {
    const body = `${words(335)} **two words**\n\n\`\`\`\n${words(500)}\n\`\`\`\n`;
    expect(renderMarkdown(body).readingMinutes).toBe(1);
  });

  it("gives even the shortest body a minute", () => {
    expect(renderMarkdown("Short.\n").readingMinutes).toBe(1);
  });
});
