import { column, padRows, type Sheet } from "./sheet.js";

/** A blank formula-driven cell: empty until the inputs it depends on are filled. */
const unlessBlank = (inputs: string[], formula: string) =>
  `=IF(OR(${inputs.map((cell) => `${cell}=""`).join(",")}),"",${formula})`;

export function mileageLog(): Sheet {
  const header = [
    "Date",
    "Vehicle",
    "From",
    "To",
    "Business Purpose",
    "Client or Project",
    "Odometer Start",
    "Odometer End",
    "Business Miles",
    "Rate per Mile ($)",
    "Deduction ($)",
    "Notes",
  ];
  const examples = [
    [
      "2024-01-08",
      "2021 Honda CR-V",
      "Office",
      "Lakeside Dental, 40 Shore Rd",
      "Year-end close meeting",
      "Lakeside Dental",
      45210,
      45228,
    ],
    [
      "2024-01-09",
      "2021 Honda CR-V",
      "Office",
      "First County Bank",
      "Deposit client payroll funds",
      "Firm admin",
      45228,
      45236,
    ],
    [
      "2024-01-12",
      "2021 Honda CR-V",
      "Office",
      "Harbor Street Bakery",
      "Inventory count observation",
      "Harbor Street Bakery",
      45260,
      45291,
    ],
  ];
  const firstRow = 2;
  const lastRow = 51;
  const rows: Sheet = [header];
  for (let r = firstRow; r <= lastRow; r++) {
    const example = examples[r - firstRow] ?? [null, null, null, null, null, null, null, null];
    rows.push([
      ...example,
      unlessBlank([`G${r}`, `H${r}`], `H${r}-G${r}`),
      0.67,
      `=IF(I${r}="","",ROUND(I${r}*J${r},2))`,
      null,
    ]);
  }
  rows.push(
    [
      "TOTAL",
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      `=SUM(I${firstRow}:I${lastRow})`,
      null,
      `=SUM(K${firstRow}:K${lastRow})`,
    ],
    [],
    ["How to use this log"],
    [
      "1. Record each business trip on the day it happens: date, destination, business purpose and odometer readings. The IRS expects a record made at or near the time of the trip.",
    ],
    [
      "2. Business Miles and Deduction calculate themselves from the odometer readings and the rate.",
    ],
    [
      "3. The rate column holds the IRS standard mileage rate for business use: $0.67 per mile for 2024. Update it for trips in later years when the IRS announces the new rate.",
    ],
    [
      "4. Commuting between home and a regular place of work is not business mileage. Trips from the office to clients, banks and suppliers are.",
    ],
    [
      "5. Also record the odometer reading on January 1 and December 31 so total miles for the year can be reported on the return.",
    ],
    ["6. Keep this log with your tax records for at least three years after the return is filed."],
  );
  return padRows(rows);
}

export function quarterlyEstimatedTaxWorksheet(): Sheet {
  const lines: Array<[string, number | string, string]> = [
    [
      "Expected net self-employment income for the year (Schedule C / partnership K-1)",
      85000,
      "Enter your projection",
    ],
    [
      "Net earnings subject to self-employment tax (line 1 x 92.35%)",
      "=ROUND(C2*0.9235,0)",
      "Calculated",
    ],
    [
      "Self-employment tax (line 2 x 15.3%)",
      "=ROUND(C3*0.153,0)",
      "Calculated. Above the Social Security wage base ($168,600 for 2024) only the 2.9% Medicare part applies: use your tax software for high earners",
    ],
    [
      "Expected income tax for the year",
      9500,
      "From your projection or tax software, after the deduction for half of SE tax",
    ],
    [
      "Other taxes (additional Medicare tax, net investment income tax, household employment taxes)",
      0,
      "Enter if any",
    ],
    ["Refundable and non-refundable credits expected", 0, "Enter if any"],
    [
      "Expected total tax this year (line 3 + line 4 + line 5 - line 6)",
      "=C4+C5+C6-C7",
      "Calculated",
    ],
    ["90% of this year's expected tax (line 7 x 90%)", "=ROUND(C8*0.9,0)", "Calculated"],
    ["Total tax shown on last year's return", 18000, "Enter from last year's Form 1040"],
    ["Last year's adjusted gross income", 95000, "Enter from last year's Form 1040"],
    [
      "Safe-harbor percentage of last year's tax",
      "=IF(C11>150000,1.1,1)",
      "110% if last year's AGI was over $150,000 ($75,000 if married filing separately); otherwise 100%",
    ],
    ["Prior-year safe harbor (line 9 x line 11)", "=ROUND(C10*C12,0)", "Calculated"],
    [
      "Required annual payment (smaller of line 8 and line 12)",
      "=MIN(C9,C13)",
      "Paying this much on time generally avoids the underpayment penalty",
    ],
    ["Expected federal income tax withholding (wages, pensions, other)", 0, "Enter if any"],
    [
      "Estimated payments required (line 13 - line 14, not below zero)",
      "=MAX(0,C14-C15)",
      "Calculated",
    ],
    ["Each quarterly installment (line 15 / 4)", "=ROUND(C16/4,0)", "Calculated"],
  ];
  const rows: Sheet = [["Line", "Item", "Amount ($)", "Notes"]];
  lines.forEach(([item, amount, note], i) => rows.push([i + 1, item, amount, note]));
  const scheduleHeader = rows.length + 2;
  rows.push(
    [],
    [
      "Installment",
      "Due date",
      "Amount due ($)",
      "Amount paid ($)",
      "Date paid",
      "Confirmation number",
    ],
  );
  const dueDates = [
    ["1st quarter", "April 15"],
    ["2nd quarter", "June 15"],
    ["3rd quarter", "September 15"],
    ["4th quarter", "January 15 of next year"],
  ];
  dueDates.forEach(([installment, due]) =>
    rows.push([installment!, due!, "=$C$17", null, null, null]),
  );
  const first = scheduleHeader + 1;
  const last = scheduleHeader + dueDates.length;
  rows.push(["Total", null, `=SUM(C${first}:C${last})`, `=SUM(D${first}:D${last})`, null, null]);
  rows.push(
    [],
    ["Notes"],
    ["Enter your own figures in the rows marked 'Enter'; every other amount calculates itself."],
    ["A due date that falls on a weekend or legal holiday moves to the next business day."],
    [
      "Pay through IRS Direct Pay, EFTPS or your IRS online account, and keep the confirmation number.",
    ],
    [
      "If your income is uneven during the year, the annualized income installment method (Form 2210, Schedule AI) may lower the early installments.",
    ],
    [
      "Most states have their own estimated tax rules and due dates: prepare a state worksheet as well.",
    ],
    ["This worksheet is an estimate for planning. Your actual tax is calculated on your return."],
  );
  return padRows(rows);
}

export function utilizationTracker(): Sheet {
  const header = [
    "Week Starting",
    "Staff Member",
    "Role",
    "Available Hours",
    "Billable Hours",
    "Non-billable Client Hours",
    "Admin & Training Hours",
    "PTO Hours",
    "Total Recorded",
    "Utilization %",
    "Target %",
    "Variance (points)",
    "Standard Rate ($)",
    "Billable Value ($)",
  ];
  const examples: Array<
    [string, string, string, number, number, number, number, number, number, number]
  > = [
    ["2024-03-04", "J. Alvarez", "Partner", 45, 24, 6, 15, 0, 60, 325],
    ["2024-03-04", "R. Patel", "Senior Accountant", 45, 36, 4, 5, 0, 80, 175],
    ["2024-03-04", "K. Nguyen", "Staff Accountant", 40, 33, 3, 4, 0, 85, 125],
    ["2024-03-11", "J. Alvarez", "Partner", 45, 27, 5, 13, 0, 60, 325],
    ["2024-03-11", "R. Patel", "Senior Accountant", 45, 30, 3, 4, 8, 80, 175],
    ["2024-03-11", "K. Nguyen", "Staff Accountant", 40, 35, 2, 3, 0, 85, 125],
  ];
  const first = 2;
  const last = 41;
  const rows: Sheet = [header];
  for (let r = first; r <= last; r++) {
    const e = examples[r - first];
    rows.push([
      e?.[0] ?? null,
      e?.[1] ?? null,
      e?.[2] ?? null,
      e?.[3] ?? null,
      e?.[4] ?? null,
      e?.[5] ?? null,
      e?.[6] ?? null,
      e?.[7] ?? null,
      `=IF(COUNT(E${r}:H${r})=0,"",SUM(E${r}:H${r}))`,
      `=IF(OR(D${r}="",E${r}="",D${r}-N(H${r})<=0),"",ROUND(E${r}/(D${r}-N(H${r}))*100,1))`,
      e?.[8] ?? null,
      `=IF(OR(J${r}="",K${r}=""),"",J${r}-K${r})`,
      e?.[9] ?? null,
      unlessBlank([`E${r}`, `M${r}`], `E${r}*M${r}`),
    ]);
  }
  const sum = (col: string) => `=SUM(${col}${first}:${col}${last})`;
  const totalRow = last + 1;
  rows.push([
    "TOTAL",
    null,
    null,
    sum("D"),
    sum("E"),
    sum("F"),
    sum("G"),
    sum("H"),
    sum("I"),
    `=IF(D${totalRow}-H${totalRow}<=0,"",ROUND(E${totalRow}/(D${totalRow}-H${totalRow})*100,1))`,
    null,
    null,
    null,
    sum("N"),
  ]);
  rows.push(
    [],
    ["How to use this tracker"],
    [
      "Add one row per person per week. Available Hours are the hours the person is scheduled to work, including any paid time off.",
    ],
    [
      "Utilization % = billable hours / (available hours - PTO hours). PTO is left out so holidays do not look like idle time.",
    ],
    [
      "Non-billable client hours (write-offs, rework, unbilled questions) are the first place to look when utilization falls short.",
    ],
    [
      "Targets differ by role because partners and managers spend time on sales, review and management. Many firms aim for about 60% for partners, 70-80% for managers and seniors, and 80-85% for staff; set targets that fit your firm.",
    ],
    [
      "Billable Value is the standard value of the billable time. Compare it with what you actually invoice to see your realization.",
    ],
  );
  return padRows(rows);
}

export function clientProfitabilityCalculator(): Sheet {
  const header = [
    "Client",
    "Main Service",
    "Annual Fees Billed ($)",
    "Hours Recorded",
    "Standard Rate ($)",
    "Standard Value ($)",
    "Realization %",
    "Effective Hourly Rate ($)",
    "Direct Costs ($)",
    "Contribution ($)",
    "Target Effective Rate ($)",
    "Against Target",
  ];
  const examples: Array<[string, string, number, number, number, number, number]> = [
    ["Harbor Street Bakery LLC", "Monthly bookkeeping + tax", 9600, 62, 150, 540, 140],
    ["Lakeside Dental PC", "Payroll + tax + advisory", 18000, 95, 150, 1200, 140],
    ["M. & S. Okafor", "Individual tax return", 850, 9.5, 150, 45, 140],
    ["Northgate Landscaping Inc", "Quarterly bookkeeping + tax", 4200, 48, 150, 320, 140],
    ["Brightline Consulting LLC", "Fixed-fee advisory", 12000, 54, 175, 600, 140],
    ["P. Lindqvist", "Individual tax + notices", 600, 11, 150, 45, 140],
  ];
  const first = 2;
  const last = 41;
  const rows: Sheet = [header];
  for (let r = first; r <= last; r++) {
    const e = examples[r - first];
    rows.push([
      e?.[0] ?? null,
      e?.[1] ?? null,
      e?.[2] ?? null,
      e?.[3] ?? null,
      e?.[4] ?? null,
      unlessBlank([`D${r}`, `E${r}`], `ROUND(D${r}*E${r},2)`),
      `=IF(OR(C${r}="",F${r}="",N(F${r})=0),"",ROUND(C${r}/F${r}*100,1))`,
      `=IF(OR(C${r}="",D${r}="",N(D${r})=0),"",ROUND(C${r}/D${r},2))`,
      e?.[5] ?? null,
      `=IF(C${r}="","",C${r}-N(I${r}))`,
      e?.[6] ?? null,
      `=IF(OR(H${r}="",K${r}=""),"",IF(H${r}>=K${r},"Above target","Below target"))`,
    ]);
  }
  const sum = (col: string) => `=SUM(${col}${first}:${col}${last})`;
  const total = last + 1;
  rows.push([
    "ALL CLIENTS",
    null,
    sum("C"),
    sum("D"),
    null,
    sum("F"),
    `=IF(N(F${total})=0,"",ROUND(C${total}/F${total}*100,1))`,
    `=IF(N(D${total})=0,"",ROUND(C${total}/D${total},2))`,
    sum("I"),
    sum("J"),
    null,
    null,
  ]);
  rows.push(
    [],
    ["How to use this calculator"],
    [
      "Export twelve months of invoices and time entries per client from your practice management system and enter one row per client.",
    ],
    [
      "Realization % compares what you billed with the standard value of the time recorded. Below about 85% usually means scope creep, under-pricing or inefficient work.",
    ],
    [
      "Effective Hourly Rate = fees billed / hours recorded. Sort by this column: clients at the bottom are the first candidates for re-pricing, re-scoping or letting go.",
    ],
    [
      "Direct Costs are costs you pay for this client alone (software seats, payroll processing fees, filing fees) that are not re-billed.",
    ],
    [
      "Contribution = fees billed - direct costs: what the client adds towards salaries, overheads and profit.",
    ],
    [
      "Set the target effective rate from your own numbers: (salaries + overheads + target profit) / total billable hours of the firm.",
    ],
  );
  return padRows(rows);
}

export function cashFlowForecast(): Sheet {
  const weeks = 13;
  const firstWeekCol = 1; // column B
  const weekCols = Array.from({ length: weeks }, (_, i) => column(firstWeekCol + i));
  const header = ["Line item", ...weekCols.map((_, i) => `Week ${i + 1}`), "13-week total"];

  // Sample figures for a small service business; replace them with your own.
  const inputs: Record<string, number[]> = {
    "Customer collections": [
      18500, 21000, 16800, 24500, 19200, 20500, 17800, 26000, 18900, 21400, 17500, 25200, 19800,
    ],
    "Other receipts (loans, asset sales, owner contributions)": [
      0, 0, 0, 0, 0, 5000, 0, 0, 0, 0, 0, 0, 0,
    ],
    "Payroll and payroll taxes": [0, 14200, 0, 14200, 0, 14200, 0, 14200, 0, 14600, 0, 14600, 0],
    "Rent and occupancy": [4800, 0, 0, 0, 4800, 0, 0, 0, 4800, 0, 0, 0, 4800],
    "Suppliers and subcontractors": [
      2600, 1800, 3100, 2200, 2400, 1900, 3300, 2100, 2500, 2000, 3200, 2300, 2600,
    ],
    "Software and subscriptions": [1150, 0, 0, 0, 1150, 0, 0, 0, 1150, 0, 0, 0, 1150],
    "Loan payments": [0, 0, 1850, 0, 0, 0, 1850, 0, 0, 0, 1850, 0, 0],
    "Owner draws": [0, 3000, 0, 3000, 0, 3000, 0, 3000, 0, 3000, 0, 3000, 0],
    "Taxes (estimated, sales and other)": [0, 0, 0, 2400, 0, 0, 0, 0, 6500, 0, 0, 2600, 0],
    "Other disbursements": [450, 300, 600, 350, 500, 300, 650, 400, 450, 300, 600, 350, 500],
  };
  const receipts = [
    "Customer collections",
    "Other receipts (loans, asset sales, owner contributions)",
  ];
  const disbursements = Object.keys(inputs).filter((name) => !receipts.includes(name));

  const rows: Sheet = [header];
  const rowOf = new Map<string, number>();
  const add = (label: string, cells: (string | number | null)[], total: string | null) => {
    rows.push([label, ...cells, total]);
    rowOf.set(label, rows.length);
  };
  const sumAcross = (r: number) => `=SUM(${weekCols[0]}${r}:${weekCols[weeks - 1]}${r})`;
  const nextRow = () => rows.length + 1;

  add(
    "Week starting",
    weekCols.map((_, i) => (i === 0 ? "2024-07-01" : `=${weekCols[i - 1]}2+7`)),
    null,
  );
  const openingRow = nextRow();
  const closingRow = openingRow + 1 + receipts.length + 2 + disbursements.length + 2 + 1;
  add(
    "Opening cash",
    weekCols.map((_, i) => (i === 0 ? 42000 : `=${weekCols[i - 1]}${closingRow}`)),
    `=${weekCols[0]}${openingRow}`,
  );
  add("RECEIPTS", [], null);
  for (const name of receipts) add(name, inputs[name]!, sumAcross(nextRow()));
  const receiptsFirst = rowOf.get(receipts[0]!)!;
  const receiptsLast = rowOf.get(receipts[receipts.length - 1]!)!;
  const totalReceiptsRow = nextRow();
  add(
    "Total receipts",
    weekCols.map((col) => `=SUM(${col}${receiptsFirst}:${col}${receiptsLast})`),
    sumAcross(totalReceiptsRow),
  );
  add("DISBURSEMENTS", [], null);
  for (const name of disbursements) add(name, inputs[name]!, sumAcross(nextRow()));
  const disbFirst = rowOf.get(disbursements[0]!)!;
  const disbLast = rowOf.get(disbursements[disbursements.length - 1]!)!;
  const totalDisbRow = nextRow();
  add(
    "Total disbursements",
    weekCols.map((col) => `=SUM(${col}${disbFirst}:${col}${disbLast})`),
    sumAcross(totalDisbRow),
  );
  const netRow = nextRow();
  add(
    "Net cash flow",
    weekCols.map((col) => `=${col}${totalReceiptsRow}-${col}${totalDisbRow}`),
    sumAcross(netRow),
  );
  if (nextRow() !== closingRow)
    throw new Error(`closing cash row moved: ${nextRow()} != ${closingRow}`);
  add(
    "Closing cash",
    weekCols.map((col) => `=${col}${openingRow}+${col}${netRow}`),
    `=${weekCols[weeks - 1]}${closingRow}`,
  );
  const minimumRow = nextRow();
  add(
    "Minimum cash balance you want to keep",
    weekCols.map(() => 15000),
    null,
  );
  add(
    "Surplus / (shortfall) against minimum",
    weekCols.map((col) => `=${col}${closingRow}-${col}${minimumRow}`),
    `=MIN(${weekCols[0]}${nextRow()}:${weekCols[weeks - 1]}${nextRow()})`,
  );
  rows.push(
    [],
    ["How to use this forecast"],
    [
      "Enter the date of the first Monday in B2, the opening bank balance in B3, and your expected receipts and payments in each week. Sample figures for a small service business are included: replace them.",
    ],
    [
      "Forecast receipts from your accounts receivable aging and your customers' real payment habits, not from invoice due dates.",
    ],
    [
      "Each week's opening cash is the previous week's closing cash. The last cell of the Surplus / (shortfall) row shows the lowest point in the 13 weeks.",
    ],
    [
      "Roll the forecast forward every week: replace the week just ended with actual figures, add a new week 13, and explain the biggest differences.",
    ],
    [
      "A shortfall weeks ahead gives time to act: chase collections, delay discretionary spending, agree supplier terms or arrange a line of credit.",
    ],
  );
  return padRows(rows);
}

export function loanAmortizationSchedule(): Sheet {
  const months = 360;
  const rows: Sheet = [
    ["Loan details", "Value", "Notes"],
    ["Loan amount ($)", 150000, "Enter the amount borrowed"],
    ["Annual interest rate", 0.075, "Enter as a decimal: 0.075 means 7.5%"],
    ["Term (months)", 60, "Up to 360 months"],
    ["First payment date", "2024-08-01", "YYYY-MM-DD"],
    [
      "Monthly payment ($)",
      "=ROUND(PMT(B3/12,B4,-B2),2)",
      "Calculated (fixed-rate, level monthly payments)",
    ],
    ["Total interest ($)", `=SUM(E10:E${9 + months})`, "Calculated"],
    [],
    [
      "Payment #",
      "Payment Date",
      "Opening Balance ($)",
      "Payment ($)",
      "Interest ($)",
      "Principal ($)",
      "Closing Balance ($)",
      "Cumulative Interest ($)",
    ],
  ];
  const first = 10;
  for (let n = 1; n <= months; n++) {
    const r = first + n - 1;
    rows.push([
      `=IF(${n}>$B$4,"",${n})`,
      `=IF(A${r}="","",DATE(YEAR($B$5),MONTH($B$5)+${n - 1},DAY($B$5)))`,
      n === 1 ? `=IF(A${r}="","",$B$2)` : `=IF(A${r}="","",G${r - 1})`,
      `=IF(A${r}="","",IF(A${r}=$B$4,ROUND(C${r}+E${r},2),MIN($B$6,ROUND(C${r}+E${r},2))))`,
      `=IF(A${r}="","",ROUND(C${r}*$B$3/12,2))`,
      `=IF(A${r}="","",D${r}-E${r})`,
      `=IF(A${r}="","",ROUND(C${r}-F${r},2))`,
      n === 1 ? `=IF(A${r}="","",E${r})` : `=IF(A${r}="","",H${r - 1}+E${r})`,
    ]);
  }
  rows.push(
    [],
    ["Notes"],
    [
      "Change the loan details in B2:B5; the schedule recalculates. Rows after the last payment stay blank.",
    ],
    ["The final payment absorbs rounding so the loan ends at exactly zero."],
    [
      "Use the Interest column to split each loan payment between interest expense and principal when recording it in the books.",
    ],
    [
      "For a client comparing offers, copy the sheet once per offer and compare Monthly payment and Total interest.",
    ],
  );
  return padRows(rows);
}
