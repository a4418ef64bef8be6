import { describe, expect, it } from "vitest";
import { parseReloadLog, recordReload, shouldReload } from "./reload-guard";

// behaviour §4 and §9: a newer build makes the next navigation a full load, guarded 10 s per path.
describe("the reload guard", () => {
  const t0 = 1_700_000_000_000;

  it("lets a path reload once, then not again within 10 s", () => {
    let log = parseReloadLog(null);
    expect(shouldReload(log, "/pricing", t0)).toBe(true);
    log = recordReload(log, "/pricing", t0);
    expect(shouldReload(log, "/pricing", t0 + 1)).toBe(false);
    expect(shouldReload(log, "/pricing", t0 + 9_999)).toBe(false);
    expect(shouldReload(log, "/pricing", t0 + 10_000)).toBe(true);
  });

  it("guards each path on its own, and keeps the other paths' recent reloads", () => {
    const log = recordReload({}, "/pricing", t0);
    expect(shouldReload(log, "/contact", t0 + 1)).toBe(true);
    expect(shouldReload(log, "/pricing", t0)).toBe(false);
    expect(recordReload(log, "/contact", t0)).toEqual({
      "/pricing": t0,
      "/contact": t0,
    });
    expect(recordReload(log, "/contact", t0 + 9_999)).toEqual({
      "/pricing": t0,
      "/contact": t0 + 9_999,
    });
  });

  it("does not trust a reload logged in the future (the clock was set back)", () => {
    const log = recordReload({}, "/pricing", t0);
    expect(shouldReload(log, "/pricing", t0 - 1)).toBe(true);
    expect(recordReload(log, "/contact", t0 - 1)).toEqual({
      "/contact": t0 - 1,
    });
  });

  it("forgets entries older than the window when it records a new one", () => {
    const log = recordReload(recordReload({}, "/old", t0), "/new", t0 + 10_000);
    expect(log).toEqual({ "/new": t0 + 10_000 });
  });

  it("reads what it stored, and treats anything else as no reloads", () => {
    const log = recordReload({}, "/", t0);
    expect(parseReloadLog(JSON.stringify(log))).toEqual({ "/": t0 });
    expect(parseReloadLog("not json")).toEqual({});
    expect(parseReloadLog('{"/": "soon"}')).toEqual({});
    expect(parseReloadLog("[1]")).toEqual({});
  });
});
