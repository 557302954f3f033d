import { describe, expect, it } from "vitest";
import { contactFormSchema, EMPTY_CONTACT_FORM } from "./contact.js";

const valid = {
  ...EMPTY_CONTACT_FORM,
  firstName: "Dana",
  lastName: "Whitfield",
  email: " Dana@Example.COM ",
  subject: "Licensing",
  message: "How do seats work?",
};

describe("contactFormSchema", () => {
  it("accepts the five required fields alone and normalizes the email", () => {
    const parsed = contactFormSchema.parse(valid);
    expect(parsed.email).toBe("dana@example.com");
    expect(parsed.inquiryType).toBe("");
  });

  it("names each missing required field", () => {
    const result = contactFormSchema.safeParse(EMPTY_CONTACT_FORM);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("refuses a malformed email and whitespace-only text", () => {
    const result = contactFormSchema.safeParse({ ...valid, email: "dana@", subject: "   " });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Enter a valid email address");
    expect(messages).toContain("Subject is required");
  });

  it("takes the five inquiry types and nothing else", () => {
    for (const inquiryType of ["general", "technical", "sales", "billing", "demo"]) {
      expect(contactFormSchema.safeParse({ ...valid, inquiryType }).success).toBe(true);
    }
    expect(contactFormSchema.safeParse({ ...valid, inquiryType: "other" }).success).toBe(false);
  });
});
