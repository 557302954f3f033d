/**
 * The offline test card form follows Stripe's test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 can be saved for later but every charge on
 * it is declined (a trial's card that fails at renewal), anything else is refused as invalid. Shared by the form
 * (to explain mistakes next to the field) and the server (which decides).
 */
export const SUCCEEDING_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";
/** Stripe's "attaches to a customer, but charges fail" card. */
export const SAVED_THEN_DECLINED_CARD = "4000000000000341";
export const DECLINE_MESSAGE = "Your card was declined.";

/** The card's outcome when charged: a declined card is refused, a saved-then-declined card only on charges. */
export type TestCardOutcome = "succeeds" | "declined" | "declines_charges";

export type CardField = "cardNumber" | "expiry" | "cvc";
export type CardCheck =
  | { ok: true; outcome: TestCardOutcome; last4: string }
  | { ok: false; field: CardField; message: string };

export const digitsOnly = (text: string) => text.replace(/[\s-]/g, "");

/** "4242424242424242" -> "4242 4242 4242 4242" while typing. */
export function formatCardNumber(text: string): string {
  return digitsOnly(text)
    .replace(/\D/g, "")
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

type Card = { cardNumber: string; expiry: string; cvc: string };

/** What an empty field asks for (issue 47: an empty field says what to enter, not "invalid"). */
export const EMPTY_CARD_FIELD: Record<CardField, string> = {
  cardNumber: "Enter your card number.",
  expiry: "Enter the card's expiry date as MM/YY.",
  cvc: "Enter the 3-digit security code from the back of the card.",
};

/** Every field's problem at once, in the form's order (the form shows them all together). */
export function testCardErrors(
  card: Card,
  now: Date = new Date(),
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(card.cardNumber);
  if (number === "") {
    errors.cardNumber = EMPTY_CARD_FIELD.cardNumber;
  } else if (
    !/^\d{16}$/.test(number) ||
    ![SUCCEEDING_CARD, DECLINED_CARD, SAVED_THEN_DECLINED_CARD].includes(number)
  ) {
    errors.cardNumber = "Your card number is invalid.";
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (card.expiry.trim() === "") {
    errors.expiry = EMPTY_CARD_FIELD.expiry;
  } else if (!expiry || month < 1 || month > 12) {
    errors.expiry = "Your card's expiration date is incomplete.";
  } else {
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    // A card is good through the last day of its expiry month.
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      errors.expiry = "Your card's expiration date is in the past.";
    }
  }
  if (card.cvc.trim() === "") {
    errors.cvc = EMPTY_CARD_FIELD.cvc;
  } else if (!/^\d{3}$/.test(card.cvc.trim())) {
    errors.cvc = "Your card's security code is incomplete.";
  }
  return errors;
}

/** The server's verdict: the first problem, or whether the card pays. */
export function checkTestCard(card: Card, now: Date = new Date()): CardCheck {
  const errors = testCardErrors(card, now);
  const field = (["cardNumber", "expiry", "cvc"] as const).find((name) => errors[name]);
  if (field) return { ok: false, field, message: errors[field]! };
  const number = digitsOnly(card.cardNumber);
  return {
    ok: true,
    outcome:
      number === SUCCEEDING_CARD
        ? "succeeds"
        : number === SAVED_THEN_DECLINED_CARD
          ? "declines_charges"
          : "declined",
    last4: number.slice(-4),
  };
}
