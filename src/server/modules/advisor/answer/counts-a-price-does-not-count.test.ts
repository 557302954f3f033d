import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a count asked that the price does not count", () => {
  it("says seats add nothing to a per-client price, and costs the clients", () => {
    // Copperline Payroll Cloud $69 / client / month x 20 clients = $1,380 a month.
    const reply = last(
      "We run payroll for 20 restaurants and want Copperline Payroll Cloud.",
      "ok and for 4 seats, what's the monthly?",
    );
    expect(reply).toContain("$1,380.00 a month");
    expect(reply).toContain("priced per client, not per seat: 4 seats add nothing");
  });

  it("says clients add nothing to a per-user price, in Spanish too", () => {
    // Tallystone Practice Manager $59 / user / month x 3 users = $177 a month.
    const reply = last(
      "Somos 3 y queremos el Tallystone Practice Manager.",
      "¿Y cuánto sería con 80 clientes?",
    );
    expect(reply).toContain("$177.00 al mes");
    expect(reply).toContain(
      "se cobra por usuario, no por cliente: 80 clientes no cambian su precio",
    );
  });

  it("adds nothing when the count said is the one the price counts", () => {
    const reply = last(
      "We run payroll for 20 restaurants and want Copperline Payroll Cloud.",
      "and for 25 clients?",
    );
    expect(reply).not.toContain("add nothing");
  });
});
