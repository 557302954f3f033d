import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.js";

describe("formatFileSize", () => {
  it("names small files in bytes", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(1023)).toBe("1023 bytes");
  });

  it("uses one decimal below 10 of a unit and whole numbers above", () => {
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(2458)).toBe("2.4 KB");
    expect(formatFileSize(12_345)).toBe("12 KB");
    expect(formatFileSize(125_223)).toBe("122 KB");
    expect(formatFileSize(1.3 * 1024 * 1024)).toBe("1.3 MB");
  });
});
