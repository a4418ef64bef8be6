import { describe, expect, it } from "vitest";
import { serverHtml } from "../../../tests/router-html";
import { PostCard, type PostCardData } from "./cards";

const post: PostCardData = {
  slug: "a-post",
  title: "A post",
  description: "What the post is about.",
  date: "2026-11-02",
  cover: { src: "/images/blog/a-post.svg", alt: "A drawing" },
  readingMinutes: 4,
  tags: ["Operations"],
};

/** The attributes of the card's picture, as the server writes them. */
async function coverAttributes(variant: "featured" | "list") {
  const html = await serverHtml(<PostCard post={post} variant={variant} />);
  const img = html.match(/<img [^>]*>/)?.[0] ?? "";
  return {
    fetchpriority: /fetchpriority="([^"]*)"/.exec(img)?.[1],
    loading: /loading="([^"]*)"/.exec(img)?.[1],
  };
}

describe("PostCard's picture", () => {
  it("on the featured card is asked for first: high priority, never lazy", async () => {
    expect(await coverAttributes("featured")).toEqual({
      fetchpriority: "high",
      loading: undefined,
    });
  });

  it("on a card of the list waits until it nears the screen", async () => {
    expect(await coverAttributes("list")).toEqual({
      fetchpriority: undefined,
      loading: "lazy",
    });
  });
});
