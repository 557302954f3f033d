import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calculateRoi, formatRoi, parseRoiInput, ROI_DEFAULTS, type RoiInputs } from "./roi.js";

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
      clientCapacityIncrease: "41",
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
    expect(formatRoi(outputs).revenueSaved).toBe("-$23,400");
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
