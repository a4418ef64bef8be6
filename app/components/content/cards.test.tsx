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
async function coverAttributes(
  variant: "featured" | "list",
  card: PostCardData = post,
) {
  const html = await serverHtml(<PostCard post={card} variant={variant} />);
  const img = html.match(/<img [^>]*>/)?.[0] ?? "";
  return {
    src: /src="([^"]*)"/.exec(img)?.[1],
    fetchpriority: /fetchpriority="([^"]*)"/.exec(img)?.[1],
    loading: /loading="([^"]*)"/.exec(img)?.[1],
  };
}

describe("PostCard's picture", () => {
  it("on the featured card is asked for first: high priority, never lazy", async () => {
    expect(await coverAttributes("featured")).toEqual({
      src: "/images/blog/a-post.svg",
      fetchpriority: "high",
      loading: undefined,
    });
  });

  it("on a card of the list waits until it nears the screen", async () => {
    expect(await coverAttributes("list")).toEqual({
      src: "/images/blog/a-post.svg",
      fetchpriority: undefined,
      loading: "lazy",
    });
  });

  it("is the picture itself when the loader put it in the page", async () => {
    const inline = {
      ...post,
      cover: { ...post.cover, inlineSrc: "data:image/svg+xml,%3Csvg%2F%3E" },
    };
    expect((await coverAttributes("featured", inline)).src).toBe(
      "data:image/svg+xml,%3Csvg%2F%3E",
    );
  });
});
