import { describe, expect, it } from "vitest";
import { contentYaml } from "../content-yaml-plugin";

const SITE =
  "title: Aden\ncta:\n  title: Start today\n  lead: It takes a minute.\n";

/** Runs the plugin's transform as Vite would, its errors thrown like Vite's `this.error`. */
function transform(source: string, id: string) {
  const plugin = contentYaml();
  const hook = plugin.transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    source,
    id,
  );
}

describe("the content YAML plugin", () => {
  it("turns a YAML file into its data", () => {
    expect(transform(SITE, "/repo/content/pages/site.yaml")?.code).toBe(
      'export default {"title":"Aden","cta":{"title":"Start today","lead":"It takes a minute."}};',
    );
  });

  it("turns `?part=key` into that top-level part alone", () => {
    expect(
      transform(SITE, "/repo/content/pages/site.yaml?part=cta")?.code,
    ).toBe(
      'export default {"title":"Start today","lead":"It takes a minute."};',
    );
    // Vite's own query parameters may follow in development.
    expect(
      transform(SITE, "/repo/content/pages/site.yaml?part=title&import")?.code,
    ).toBe('export default "Aden";');
  });

  it("fails the build for a part the file doesn't have", () => {
    expect(() =>
      transform(SITE, "/repo/content/pages/site.yaml?part=footer"),
    ).toThrow('/repo/content/pages/site.yaml has no top-level "footer"');
  });

  it("leaves other files alone", () => {
    expect(transform("x: 1", "/repo/app/root.tsx")).toBeNull();
  });
});
