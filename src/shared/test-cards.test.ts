import { describe, expect, it } from "vitest";
import { checkTestCard, formatCardNumber, testCardErrors } from "./test-cards.js";

const now = new Date("2026-11-21T12:00:00Z");
const good = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("checkTestCard", () => {
  it("follows Stripe's test cards", () => {
    expect(checkTestCard(good, now)).toEqual({ ok: true, outcome: "succeeds", last4: "4242" });
    expect(checkTestCard({ ...good, cardNumber: "4000000000000002" }, now)).toEqual({
      ok: true,
      outcome: "declined",
      last4: "0002",
    });
    expect(checkTestCard({ ...good, cardNumber: "4000 0000 0000 0341" }, now)).toEqual({
      ok: true,
      outcome: "declines_charges",
      last4: "0341",
    });
    expect(checkTestCard({ ...good, cardNumber: "4111 1111 1111 1111" }, now)).toMatchObject({
      ok: false,
      field: "cardNumber",
    });
    expect(checkTestCard({ ...good, cardNumber: "4242" }, now)).toMatchObject({
      ok: false,
      field: "cardNumber",
    });
  });

  it("needs an expiry in the future (the current month still counts)", () => {
    expect(checkTestCard({ ...good, expiry: "11/26" }, now).ok).toBe(true);
    expect(checkTestCard({ ...good, expiry: "10/26" }, now)).toMatchObject({
      ok: false,
      field: "expiry",
    });
    expect(checkTestCard({ ...good, expiry: "13/30" }, now)).toMatchObject({
      ok: false,
      field: "expiry",
    });
    expect(checkTestCard({ ...good, expiry: "12/2031" }, now).ok).toBe(true);
    expect(checkTestCard({ ...good, expiry: "" }, now)).toMatchObject({
      ok: false,
      field: "expiry",
    });
  });

  it("needs a 3-digit CVC", () => {
    expect(checkTestCard({ ...good, cvc: "12" }, now)).toMatchObject({ ok: false, field: "cvc" });
    expect(checkTestCard({ ...good, cvc: "1234" }, now)).toMatchObject({ ok: false, field: "cvc" });
  });

  it("formats numbers in groups of four", () => {
    expect(formatCardNumber("4242424242424242999")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("40a00")).toBe("4000");
  });
});

describe("testCardErrors", () => {
  const now = new Date("2026-11-15T12:00:00Z");
  it("names every wrong field at once, not only the first", () => {
    expect(testCardErrors({ cardNumber: "4111", expiry: "1/20", cvc: "12" }, now)).toEqual({
      cardNumber: "Your card number is invalid.",
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(
      testCardErrors({ cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, now),
    ).toEqual({});
  });

  it("says what to enter in an empty field instead of calling it invalid (issue 47)", () => {
    expect(testCardErrors({ cardNumber: " ", expiry: "", cvc: "" }, now)).toEqual({
      cardNumber: "Enter your card number.",
      expiry: "Enter the card's expiry date as MM/YY.",
      cvc: "Enter the 3-digit security code from the back of the card.",
    });
  });
});
