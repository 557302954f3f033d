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
/** The typographic minus sign: "−$78,000", not a hyphen. */
const MINUS = "\u2212";
const currency = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * A signed figure: the magnitude formatted, preceded by a minus sign when it is below zero, and by
 * a plus sign when `plus` is set and it is above zero. A value that rounds to zero shows no sign.
 */
function signed(value: number, format: (magnitude: number) => string, plus = false): string {
  const magnitude = format(Math.abs(value));
  if (!/[1-9]/.test(magnitude)) return magnitude;
  if (value < 0) return `${MINUS}${magnitude}`;
  return plus ? `+${magnitude}` : magnitude;
}

/** What the calculator shows for each output: "16", "$124,800", "40.0%", "+41", or a dash. */
export function formatRoi(outputs: RoiOutputs): Record<keyof RoiOutputs, string> {
  const { timeSaved, revenueSaved, efficiencyGain, clientCapacityIncrease } = outputs;
  return {
    timeSaved: timeSaved === null ? DASH : signed(timeSaved, (v) => decimal.format(v)),
    revenueSaved: revenueSaved === null ? DASH : signed(revenueSaved, (v) => currency.format(v)),
    efficiencyGain:
      efficiencyGain === null ? DASH : signed(efficiencyGain, (v) => `${oneDecimal.format(v)}%`),
    clientCapacityIncrease:
      clientCapacityIncrease === null
        ? DASH
        : signed(clientCapacityIncrease, (v) => decimal.format(v), true),
  };
}

export const HOURS_PER_WEEK = 168;

/**
 * Inputs the formulas still compute but do not model (the spec sets no bounds, so nothing is
 * refused): a note for each, shown beside the input so the figure is read for what it is.
 */
export function roiInputNotes(inputs: RoiInputs): Partial<Record<keyof RoiInputs, string>> {
  const notes: Partial<Record<keyof RoiInputs, string>> = {};
  const { clientCount, hoursPerWeek, hourlyRate, manualTasks } = inputs;
  if (clientCount !== null && clientCount < 0)
    notes.clientCount = "A negative client count is outside what this calculator models.";
  if (hourlyRate !== null && hourlyRate < 0)
    notes.hourlyRate =
      "A negative rate turns the savings into a loss; the calculator assumes a positive rate.";
  if (hoursPerWeek !== null && hoursPerWeek <= 0)
    notes.hoursPerWeek =
      "The calculator needs a working week above 0 hours to compute the efficiency gain.";
  else if (hoursPerWeek !== null && hoursPerWeek > HOURS_PER_WEEK)
    notes.hoursPerWeek = `A week has ${HOURS_PER_WEEK} hours; figures above that are not modelled.`;
  if (manualTasks !== null && manualTasks < 0)
    notes.manualTasks =
      "Negative tasks give negative savings: the calculator models tasks you automate, 0 or more.";
  else if (
    manualTasks !== null &&
    hoursPerWeek !== null &&
    hoursPerWeek > 0 &&
    manualTasks * HOURS_SAVED_PER_MANUAL_TASK > hoursPerWeek
  )
    notes.manualTasks = `At ${HOURS_SAVED_PER_MANUAL_TASK} hours each, these tasks take more than your ${decimal.format(hoursPerWeek)}-hour week, so the efficiency gain passes 100%.`;
  return notes;
}
