import { describe, expect, it } from "vitest";
import { deliveryInstructions, licenceKeyLabel } from "./delivery.js";

describe("licence keys by the licence's unit", () => {
  it("are one per seat for a per-user licence, and one for the whole firm for a per-firm one", () => {
    expect(deliveryInstructions("licence_key_installer", "per_user")).toBe(
      "Download the installer, run it, and enter your licence key when asked (one key per seat).",
    );
    expect(deliveryInstructions("licence_key_installer", "per_firm")).toBe(
      "Download the installer, run it, and enter your licence key when asked (one key for the whole firm).",
    );
    expect(deliveryInstructions("licence_key_installer", "per_client")).toBe(
      "Download the installer, run it, and enter your licence key when asked.",
    );
    expect(licenceKeyLabel("per_user", 1, 3)).toBe("Licence key (seat 2)");
    expect(licenceKeyLabel("per_firm", 0, 1)).toBe("Licence key (whole firm)");
    expect(licenceKeyLabel("per_firm", 1, 2)).toBe("Licence key 2 (whole firm)");
    expect(licenceKeyLabel("per_return", 0, 1)).toBe("Licence key");
  });

  it("leave other deliveries alone", () => {
    expect(deliveryInstructions("saas_activation", "per_firm")).toMatch(/^Your account is active/);
    expect(deliveryInstructions("template_download", "per_user")).toMatch(
      /^Download the file and open it in Excel or Word/,
    );
  });
});

describe("a template's instructions by the file it delivered", () => {
  it("name Excel for a workbook, Word for a document, and no program for an earlier source file", () => {
    expect(deliveryInstructions("template_download", "per_firm", "close.xlsx")).toBe(
      "Download the workbook and open it in Excel (Google Sheets opens it too); keep a clean copy as your master.",
    );
    expect(deliveryInstructions("template_download", "per_firm", "letters.DOCX")).toBe(
      "Download the document and open it in Word (Google Docs opens it too); keep a clean copy as your master.",
    );
    expect(deliveryInstructions("template_download", "per_firm", "letters.md")).toBe(
      "Download the file; keep a clean copy as your master.",
    );
    // No file (refunded, or none on the line): the general words.
    expect(deliveryInstructions("template_download", "per_firm", null)).toMatch(
      /^Download the file and open it in Excel or Word/,
    );
  });
});
