import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bookingHref, contactHref } from "@shared/contact-links";
import { contactPrefill } from "./contact-prefill";
import { contactFormSchema, EMPTY_CONTACT_FORM } from "@shared/contracts/contact";

const search = (href: string) => href.slice(href.indexOf("?"));

describe("contact prefill", () => {
  it("fills Sales Consultation and the product for Contact Sales", () => {
    const href = contactHref({ inquiry: "sales", product: "TaxPro Suite & Co" });
    expect(href).toBe("/contact?inquiry=sales&product=TaxPro+Suite+%26+Co");
    expect(contactPrefill(search(href))).toEqual({
      inquiryType: "sales",
      subject: "Sales Consultation: TaxPro Suite & Co",
    });
  });

  it("fills a demo request for Schedule Demo Call", () => {
    expect(contactPrefill(search(contactHref({ inquiry: "demo" })))).toEqual({
      inquiryType: "demo",
      subject: "Product Demo Request",
    });
  });

  it("fills a session booking that names the bought service and its order", () => {
    const href = bookingHref(42, "Harborview Portal Setup & Migration");
    expect(href).toBe(
      "/contact?inquiry=general&product=Harborview+Portal+Setup+%26+Migration&order=42",
    );
    expect(contactPrefill(search(href))).toEqual({
      inquiryType: "general",
      subject: "Session Booking: Harborview Portal Setup & Migration (order #42)",
    });
    // An order that is not a plain number is not a booking.
    expect(contactPrefill("?inquiry=general&product=X&order=1e3")).toEqual({
      inquiryType: "general",
      subject: "X",
    });
  });

  it("fills only the inquiry type for the help categories", () => {
    expect(contactPrefill("?inquiry=technical")).toEqual({ inquiryType: "technical" });
  });

  it("ignores what it does not know", () => {
    expect(contactPrefill("")).toEqual({});
    expect(contactPrefill("?inquiry=refund&product=x")).toEqual({});
    expect(contactPrefill("?product=TaxPro")).toEqual({});
  });

  it("always gives values the form's own schema accepts as a subject and inquiry type", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 20 }), (product, inq) => {
        const fields = contactPrefill(
          `?inquiry=${encodeURIComponent(inq)}&product=${encodeURIComponent(product)}`,
        );
        const form = { ...EMPTY_CONTACT_FORM, ...fields };
        const shape = contactFormSchema.shape;
        expect(shape.inquiryType.safeParse(form.inquiryType).success).toBe(true);
        if (fields.subject !== undefined) expect(fields.subject.length).toBeLessThanOrEqual(200);
      }),
    );
  });
});
