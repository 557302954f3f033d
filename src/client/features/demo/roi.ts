/**
 * The demo's ROI calculator (spec section 9). Inputs are numbers without bounds; a missing
 * or non-numeric input, or a result that is not a finite number, comes out as null so the
 * screen can show a dash instead of NaN or Infinity.
 */
export interface RoiInputs {
  clientCount: number | null;
  hoursPerWeek: number | null;
  hourlyRate: number | null;
  manualTasks: number | null;
}

export interface RoiOutputs {
  /** Hours saved per week. */
  timeSaved: number | null;
  /** Dollars per year. */
  revenueSaved: number | null;
  /** Percent of the working week, rounded to 1 decimal. */
  efficiencyGain: number | null;
  /** Extra clients the saved hours could serve in a year. */
  clientCapacityIncrease: number | null;
}

export const ROI_DEFAULTS = {
  clientCount: 50,
  hoursPerWeek: 40,
  hourlyRate: 150,
  manualTasks: 8,
} as const satisfies RoiInputs;

export const HOURS_SAVED_PER_MANUAL_TASK = 2;
export const WEEKS_PER_YEAR = 52;
export const HOURS_PER_NEW_CLIENT = 20;
/** A fixed marketing claim, not computed. */
export const ROI_BREAK_EVEN_MONTHS = 2.3;

const finite = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) ? value : null;

/** Text typed into a number field: blank or not a number gives null. */
export function parseRoiInput(text: string): number | null {
  if (text.trim() === "") return null;
  return finite(Number(text));
}

export function calculateRoi(inputs: RoiInputs): RoiOutputs {
  const manualTasks = finite(inputs.manualTasks);
  const hourlyRate = finite(inputs.hourlyRate);
  const hoursPerWeek = finite(inputs.hoursPerWeek);

  const timeSaved = manualTasks === null ? null : finite(manualTasks * HOURS_SAVED_PER_MANUAL_TASK);
  const revenueSaved =
    timeSaved === null || hourlyRate === null
      ? null
      : finite(timeSaved * hourlyRate * WEEKS_PER_YEAR);
  const efficiencyGain =
    timeSaved === null || hoursPerWeek === null
      ? null
      : finite(Math.round((timeSaved / hoursPerWeek) * 100 * 10) / 10);
  const clientCapacityIncrease =
    timeSaved === null
      ? null
      : finite(Math.floor((timeSaved * WEEKS_PER_YEAR) / HOURS_PER_NEW_CLIENT));

  return { timeSaved, revenueSaved, efficiencyGain, clientCapacityIncrease };
}

const DASH = "—";
const currency = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** What the calculator shows for each output: "16", "$124,800", "40.0%", "41", or a dash. */
export function formatRoi(outputs: RoiOutputs): Record<keyof RoiOutputs, string> {
  const { timeSaved, revenueSaved, efficiencyGain, clientCapacityIncrease } = outputs;
  return {
    timeSaved: timeSaved === null ? DASH : decimal.format(timeSaved),
    revenueSaved: revenueSaved === null ? DASH : currency.format(revenueSaved),
    efficiencyGain: efficiencyGain === null ? DASH : `${efficiencyGain.toFixed(1)}%`,
    clientCapacityIncrease:
      clientCapacityIncrease === null ? DASH : decimal.format(clientCapacityIncrease),
  };
}
