import { describe, expect, it } from "vitest";
import { sameJson } from "./same-json";

describe("sameJson", () => {
  it("matches equal values, objects in any key order", () => {
    expect(sameJson(1, 1)).toBe(true);
    expect(sameJson("unknown", "unknown")).toBe(true);
    expect(sameJson(null, null)).toBe(true);
    expect(sameJson({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameJson([], [])).toBe(true);
  });

  it("tells apart any difference, however deep", () => {
    expect(sameJson(1, "1")).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], [1, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameJson({ a: { b: [{ c: "x" }] } }, { a: { b: [{ c: "y" }] } })).toBe(false);
    expect(sameJson("unknown", [])).toBe(false);
  });
});
