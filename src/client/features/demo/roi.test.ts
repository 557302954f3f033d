import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  calculateRoi,
  formatRoi,
  parseRoiInput,
  ROI_BREAK_EVEN_MONTHS,
  ROI_DEFAULTS,
  roiInputNotes,
  type RoiInputs,
} from "./roi.js";

describe("calculateRoi", () => {
  it("gives the spec's numbers at the defaults", () => {
    const outputs = calculateRoi(ROI_DEFAULTS);
    expect(outputs).toEqual({
      timeSaved: 16,
      revenueSaved: 124_800,
      efficiencyGain: 40,
      clientCapacityIncrease: 41,
    });
    expect(formatRoi(outputs)).toEqual({
      timeSaved: "16",
      revenueSaved: "$124,800",
      efficiencyGain: "40.0%",
      clientCapacityIncrease: "+41",
    });
  });

  it("follows each formula when an input changes", () => {
    const outputs = calculateRoi({ ...ROI_DEFAULTS, manualTasks: 5, hourlyRate: 90 });
    expect(outputs.timeSaved).toBe(10);
    expect(outputs.revenueSaved).toBe(10 * 90 * 52);
    expect(outputs.efficiencyGain).toBe(25);
    expect(outputs.clientCapacityIncrease).toBe(26); // floor(520 / 20)
  });

  it("rounds the efficiency gain to one decimal and floors the capacity", () => {
    const outputs = calculateRoi({ ...ROI_DEFAULTS, manualTasks: 1, hoursPerWeek: 3 });
    expect(outputs.efficiencyGain).toBe(66.7);
    expect(formatRoi(outputs).efficiencyGain).toBe("66.7%");
    expect(outputs.clientCapacityIncrease).toBe(5); // floor(104 / 20 = 5.2)
  });

  it("does not depend on the client count", () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, clientCount: 3 })).toEqual(calculateRoi(ROI_DEFAULTS));
  });

  it("shows a dash for zero hours per week instead of Infinity", () => {
    const shown = formatRoi(calculateRoi({ ...ROI_DEFAULTS, hoursPerWeek: 0 }));
    expect(shown.efficiencyGain).toBe("—");
    expect(shown.timeSaved).toBe("16");
  });

  it("shows a dash for 0 / 0 instead of NaN", () => {
    const shown = formatRoi(calculateRoi({ ...ROI_DEFAULTS, hoursPerWeek: 0, manualTasks: 0 }));
    expect(shown.efficiencyGain).toBe("—");
    expect(shown.revenueSaved).toBe("$0");
  });

  it("shows dashes for what depends on a missing input", () => {
    const noTasks = formatRoi(calculateRoi({ ...ROI_DEFAULTS, manualTasks: null }));
    expect(Object.values(noTasks)).toEqual(["—", "—", "—", "—"]);
    const noRate = formatRoi(calculateRoi({ ...ROI_DEFAULTS, hourlyRate: null }));
    expect(noRate).toMatchObject({ timeSaved: "16", revenueSaved: "—", efficiencyGain: "40.0%" });
  });

  it("accepts negative and fractional inputs (the spec sets no bounds)", () => {
    const outputs = calculateRoi({ ...ROI_DEFAULTS, manualTasks: -1.5 });
    expect(outputs.timeSaved).toBe(-3);
    expect(formatRoi(outputs).revenueSaved).toBe("\u2212$23,400");
  });

  it("never shows NaN or Infinity, whatever the inputs", () => {
    const input = fc.oneof(
      fc.constant(null),
      fc.double(),
      fc.constantFrom(0, -0, Number.MAX_VALUE, -Number.MAX_VALUE),
    );
    fc.assert(
      fc.property(
        fc.record({
          clientCount: input,
          hoursPerWeek: input,
          hourlyRate: input,
          manualTasks: input,
        }),
        (inputs: RoiInputs) => {
          for (const text of Object.values(formatRoi(calculateRoi(inputs)))) {
            expect(text).not.toMatch(/NaN|Infinity|∞/);
          }
        },
      ),
    );
  });
});

describe("parseRoiInput", () => {
  it("reads numbers and gives null for blank or non-numeric text", () => {
    expect(parseRoiInput("150")).toBe(150);
    expect(parseRoiInput(" 12.5 ")).toBe(12.5);
    expect(parseRoiInput("-4")).toBe(-4);
    expect(parseRoiInput("")).toBeNull();
    expect(parseRoiInput("   ")).toBeNull();
    expect(parseRoiInput("abc")).toBeNull();
    expect(parseRoiInput("1e999")).toBeNull();
  });
});

/** Any number at all, finite or not, and the missing input. */
const anyInput = fc.oneof(
  fc.constant(null),
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(0, -0, 1, -1, 168, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE),
);
const anyInputs = fc.record({
  clientCount: anyInput,
  hoursPerWeek: anyInput,
  hourlyRate: anyInput,
  manualTasks: anyInput,
});
const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);
/** Reads a shown figure back: "−$78,000" is -78000, "+41" is 41, "40.0%" is 40. */
const readBack = (text: string) => Number(text.replace("\u2212", "-").replace(/[$,%+]/g, ""));

describe("the spec's formulas, over the whole input range", () => {
  it("keeps the spec's defaults and the fixed break-even claim", () => {
    expect(ROI_DEFAULTS).toEqual({
      clientCount: 50,
      hoursPerWeek: 40,
      hourlyRate: 150,
      manualTasks: 8,
    });
    expect(ROI_BREAK_EVEN_MONTHS).toBe(2.3);
  });

  it("computes exactly the spec's four formulas for every finite input", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const { hoursPerWeek: h, hourlyRate: r, manualTasks: m } = inputs;
        const out = calculateRoi(inputs);
        const ok = (v: number | null): v is number => v !== null && Number.isFinite(v);
        const saved = ok(m) ? finiteOrNull(m * 2) : null;
        expect(out.timeSaved).toBe(saved);
        expect(out.revenueSaved).toBe(
          saved !== null && ok(r) ? finiteOrNull(saved * r * 52) : null,
        );
        expect(out.efficiencyGain).toBe(
          saved !== null && ok(h) ? finiteOrNull(Math.round((saved / h) * 100 * 10) / 10) : null,
        );
        expect(out.clientCapacityIncrease).toBe(
          saved !== null ? finiteOrNull(Math.floor((saved * 52) / 20)) : null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("formats every result with one correct sign, never '+-', NaN or Infinity", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const out = calculateRoi(inputs);
        const shown = formatRoi(out);
        for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
          const text = shown[key];
          const value = out[key];
          expect(text).not.toMatch(/NaN|Infinity|∞|\+-|\+\u2212|-/);
          if (value === null) {
            expect(text).toBe("—");
            continue;
          }
          const back = readBack(text);
          if (back === 0) expect(text).not.toMatch(/^[+\u2212]/);
          else expect(Math.sign(back)).toBe(Math.sign(value));
          expect(text.startsWith("+")).toBe(key === "clientCapacityIncrease" && back > 0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("shows the issue's off-default cases with proper signs", () => {
    const fewer = formatRoi(calculateRoi({ ...ROI_DEFAULTS, manualTasks: -5 }));
    expect(fewer).toEqual({
      timeSaved: "\u221210",
      revenueSaved: "\u2212$78,000",
      efficiencyGain: "\u221225.0%",
      clientCapacityIncrease: "\u221226",
    });
    const full = formatRoi(calculateRoi({ ...ROI_DEFAULTS, manualTasks: 40 }));
    expect(full.timeSaved).toBe("80");
    expect(full.efficiencyGain).toBe("200.0%");
  });
});

describe("roiInputNotes", () => {
  it("has nothing to say at the defaults", () => {
    expect(roiInputNotes(ROI_DEFAULTS)).toEqual({});
  });

  it("notes negatives and task hours above the working week, and nothing else", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const notes = roiInputNotes(inputs);
        const { clientCount: c, hoursPerWeek: h, hourlyRate: r, manualTasks: m } = inputs;
        expect("clientCount" in notes).toBe(c !== null && c < 0);
        expect("hourlyRate" in notes).toBe(r !== null && r < 0);
        expect("hoursPerWeek" in notes).toBe(h !== null && (h <= 0 || h > 168));
        const overWeek = m !== null && h !== null && h > 0 && m * 2 > h;
        expect("manualTasks" in notes).toBe(m !== null && (m < 0 || overWeek));
      }),
      { numRuns: 2000 },
    );
  });

  it("explains 40 tasks in a 40-hour week", () => {
    expect(roiInputNotes({ ...ROI_DEFAULTS, manualTasks: 40 }).manualTasks).toMatch(
      /more than your 40-hour week/,
    );
  });
});
