import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { askWhileDiscussing, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);

const turnOf = askWhileDiscussing;

/** Each capability answer of a reply: product, verdict, the line quoted. */
const capability = (parts: ReturnType<typeof turnOf>["parts"]) =>
  parts.flatMap((p) =>
    p.kind === "capability"
      ? p.answers.map((a) => [view.byId.get(a.productId)?.name, a.verdict, a.quote ?? null])
      : [],
  );

/** A question asked while one product is discussed: the reply and its capability answers. */
function askOf(product: string, content: string) {
  const turn = turnOf(product, content);
  return { text: turn.text, answers: capability(turn.parts) };
}

const no = (product: string, line: string) => [[product, "no", line]];
const yes = (product: string, line: string) => [[product, "yes", line]];

describe("a not-included line said in the question's other words", () => {
  it("finds doing the act in the firm's place, said with 'send' and 'submit'", () => {
    const sable = "Sable Sales Tax Compliance";
    const line = "Filing and paying the returns for you (it prepares them)";
    for (const q of [
      "After it works out what each client owes, will it submit the returns and send the payments to each state on our behalf?",
      "does it send the money and the returns to the states for us, or do we still do that part?",
    ])
      expect(askOf(sable, q).answers, q).toEqual(no(sable, line));
  });

  it("reads a country outside the United States as the sheet's 'outside the United States'", () => {
    const sable = "Sable Sales Tax Compliance";
    expect(
      askOf(sable, "One seller ships to customers in Germany. Can it handle their VAT?").answers,
    ).toEqual(no(sable, "VAT or GST outside the United States"));
    const payroll = "Copperline Payroll Cloud";
    expect(
      askOf(payroll, "A client has two workers in Mexico. Can it pay them as well?").answers,
    ).toEqual(no(payroll, "Payroll outside the United States"));
  });

  it("finds a short line held whole by the question, whatever else it says", () => {
    const kit = "Client Onboarding Kit";
    expect(askOf(kit, "Does the kit come with engagement letters as well?").answers).toEqual(
      no(kit, "Engagement letters"),
    );
    const calendar = "Federal Tax Deadline Calendar 2027";
    expect(
      askOf(calendar, "Will it e-mail my staff a reminder a week before each due date?").answers,
    ).toEqual(no(calendar, "Automatic reminders"));
    const receipts = "Tickmark Receipt Capture";
    expect(askOf(receipts, "can I log the miles I drive to client sites with it?").answers).toEqual(
      no(receipts, "Mileage tracking"),
    );
  });

  it("holds a line's words that the product's name says already", () => {
    const pack = "Engagement Letter Pack for Tax & Accounting Firms";
    expect(askOf(pack, "Is there a letter for payroll work in the pack?").answers).toEqual(
      no(pack, "Payroll engagement letters"),
    );
  });

  it("reads the field's paraphrases of the sheets' words", () => {
    const checklist = "Audit Planning & Risk Assessment Checklist";
    expect(askOf(checklist, "can it figure out how big our samples should be?").answers).toEqual(
      no(checklist, "Sample size calculations"),
    );
    const tidewater = "Tidewater Budget & Forecast Cloud";
    expect(
      askOf(tidewater, "Can it roll a holding company and its subsidiaries up into one budget?")
        .answers,
    ).toEqual(no(tidewater, "Consolidation of several entities"));
    const planner = "Tallystone Capacity Planner";
    expect(
      askOf(planner, "Can the staff log their hours in it, or do we keep our timesheet app?")
        .answers,
    ).toEqual(no(planner, "Time tracking and billing"));
    const desktop = "Copperline Payroll Desktop";
    expect(
      askOf(desktop, "Will its rate tables stay up to date once the licence year is over?").answers,
    ).toEqual(no(desktop, "Tax table updates after the licence year"));
  });

  it("reads verbs of listing and a possessive plural as no part of what is asked", () => {
    const calendar = "Federal Tax Deadline Calendar 2027";
    for (const q of [
      "Does it show each state's deadlines?",
      "does the calendar take in the states' due dates as well?",
    ])
      expect(askOf(calendar, q).answers, q).toEqual(no(calendar, "State deadlines"));
  });

  it("answers a feature said in other words", () => {
    const signature = "Harborview e-Signature";
    expect(
      askOf(signature, "can it check the signer's identity with a few security questions first?")
        .answers,
    ).toEqual(yes(signature, "Knowledge-based authentication option"));
    expect(askOf(signature, "Can the documents get notarized in it as well?").answers).toEqual(
      no(signature, "Notarisation"),
    );
    const vault = "Brightfile Document Vault";
    expect(
      askOf(vault, "if someone overwrites a file, does it keep the earlier versions?").answers,
    ).toEqual(yes(vault, "Version history"));
  });

  it("reads the Spanish for the same lines", () => {
    const payroll = "Copperline Payroll Cloud";
    expect(
      askOf(payroll, "¿Se encarga también del seguro de salud y las prestaciones del personal?")
        .answers,
    ).toEqual(no(payroll, "Benefits administration"));
    expect(
      askOf(
        payroll,
        "Tenemos un cliente con empleados en Canadá, ¿les podemos hacer la nómina ahí?",
      ).answers,
    ).toEqual(no(payroll, "Payroll outside the United States"));
    const receipts = "Tickmark Receipt Capture";
    expect(askOf(receipts, "¿y registra el kilometraje de la camioneta?").answers).toEqual(
      no(receipts, "Mileage tracking"),
    );
  });
});

describe("a looser match makes no claim for an unrelated question", () => {
  it("leaves a question whose main word the line does not hold not stated", () => {
    const manager = "Tallystone Practice Manager";
    // "Running payroll" is not included, but payroll deadlines are deadlines the calendar keeps.
    expect(askOf(manager, "Can it track our clients' payroll deadlines?").answers).not.toEqual(
      no(manager, "Running payroll"),
    );
    // A listed line held among other words is no yes when a left-out thing is asked too.
    const signature = "Harborview e-Signature";
    expect(
      askOf(signature, "Is the knowledge-based authentication good enough to notarize with?")
        .answers,
    ).not.toContainEqual([signature, "yes", "Knowledge-based authentication option"]);
    const sable = "Sable Sales Tax Compliance";
    expect(
      askOf(sable, "Does it work out sales tax for a client in Ohio?").answers,
    ).not.toContainEqual([sable, "no", "VAT or GST outside the United States"]);
  });
});

describe("what surrounds the question", () => {
  it("reads what it would replace as no part of what is asked", () => {
    const desktop = "Copperline Payroll Desktop";
    expect(
      askOf(
        desktop,
        "Can it put the wages straight into the employees' bank accounts rather than printing checks?",
      ).answers,
    ).toEqual(no(desktop, "Direct deposit"));
  });

  it("reads 'let's say' as a filler, not a count supposed", () => {
    const setup = "Harborview Portal Setup & Migration";
    expect(
      askOf(
        setup,
        "Can we have more than two training sessions? Two of us are, let's say, slow learners.",
      ).answers,
    ).toEqual(no(setup, "More than two training sessions"));
  });

  it("asks a job of 'all N' the sentence before names, not a price for N", () => {
    const tidewater = "Tidewater Budget & Forecast Cloud";
    const turn = turnOf(
      tidewater,
      "A client runs four companies under one holding company. Can it build one combined budget for all four?",
    );
    expect(turn.parts.map((p) => p.kind)).toEqual(["capability"]);
  });
});

describe("doing the act for the firm's clients", () => {
  it("reads 'make the deposits for our clients' as the not-included line, never a yes from watching them", () => {
    const monitor = "Quarterline Payroll Compliance Monitor";
    for (const q of [
      "Will it make the deposits for our clients?",
      "Does it make the tax deposits itself?",
    ])
      expect(askOf(monitor, q).answers, q).toEqual(
        no(monitor, "Filing returns or making deposits for you"),
      );
  });
});

describe("a question no line answers, named cleanly", () => {
  it("never echoes a fragment of the question's words", () => {
    const { text } = askOf(
      "Sable Sales Tax Compliance",
      "ok so once it's got the numbers sorted, does it register us in new states?",
    );
    expect(text).toMatch(/^\*\*Not stated\*\*/);
    expect(text).not.toMatch(/about once s|got numbers sorted/);
  });
});

describe("the product and the words a question is asked of", () => {
  it("answers a place to run from a not-included line about hosting", () => {
    const suite = "Fieldstone Engagement Suite Enterprise";
    expect(
      askOf(suite, "Can our remote staff open it in a browser, with the vendor hosting it?")
        .answers,
    ).toEqual(no(suite, "Cloud hosting (it runs on your network)"));
  });

  it("takes a product's own common word ('the client') as no name of its sibling", () => {
    const signature = "Harborview e-Signature";
    const { answers } = askOf(
      signature,
      "Some returns need an ID check before the client signs. Does it do that?",
    );
    expect(answers).toEqual(yes(signature, "Knowledge-based authentication option"));
  });

  it("reads a product named only in the alternative set aside as no part of what is asked", () => {
    const kit = "Client Onboarding Kit";
    expect(
      askOf(kit, "Do engagement letters come with the kit, or only with the letter pack?").answers,
    ).toEqual(no(kit, "Engagement letters"));
  });

  it("reads a question pointing back at the sentence before it ('can it do that?')", () => {
    const desktop = "Copperline Payroll Desktop";
    expect(
      askOf(
        desktop,
        "The staff want their wages deposited straight into their bank accounts. Can the desktop program do that?",
      ).answers,
    ).toEqual(no(desktop, "Direct deposit"));
  });

  it("reads more of the field's paraphrases", () => {
    const basic = "Ledgerpoint Tax Suite Basic";
    expect(
      askOf(basic, "Can my assistant use it on her own PC at the same time as me?").answers,
    ).toEqual(no(basic, "Multi-user network install"));
    expect(askOf(basic, "¿Pueden trabajar dos personas a la vez en el programa?").answers).toEqual(
      no(basic, "Multi-user network install"),
    );
    const letters = "Quillmark Letter Builder";
    expect(
      askOf(letters, "Does it come with pre-written letter text, or do we write our own?").answers,
    ).toEqual(no(letters, "Ready-made letter wording"));
    expect(askOf(letters, "¿Las cartas ya vienen redactadas?").answers).toEqual(
      no(letters, "Ready-made letter wording"),
    );
    const chart = "Chart of Accounts for Professional Service Firms";
    expect(askOf(chart, "Is there one for a construction company?").answers).toEqual(
      no(chart, "Charts for industries other than professional services"),
    );
    const checklist = "Audit Planning & Risk Assessment Checklist";
    expect(askOf(checklist, "will it calculate sample sizes?").answers).toEqual(
      no(checklist, "Sample size calculations"),
    );
  });

  it("reads a count of a thing the sheet leaves out as that thing, not a limit", () => {
    const setup = "Harborview Portal Setup & Migration";
    expect(askOf(setup, "Could we book more than two training sessions?").answers).toEqual(
      no(setup, "More than two training sessions"),
    );
  });

  it("reads what the firm would do with a tool as no question about its fees", () => {
    const proposal = "Advisory Services Proposal Template";
    expect(
      askOf(proposal, "Is there a fee calculator in it so we know what to charge?").answers,
    ).toEqual(no(proposal, "A pricing calculator"));
  });
});

describe("the question found where it is asked", () => {
  const after = (product: string, content: string) => turnOf(product, content).parts;

  it("reads a Spanish object pronoun before its verb as the ones the sentence before names", () => {
    const payroll = "Copperline Payroll Cloud";
    expect(
      capability(
        after(payroll, "Algunos clientes tienen empleados en Canadá. ¿Los puede pagar el sistema?"),
      ),
    ).toEqual(no(payroll, "Payroll outside the United States"));
  });

  it("asks a product named by its Spanish noun, not the one discussed", () => {
    const answers = after(
      "Copperline Payroll Cloud",
      "¿La biblioteca de investigación está en español?",
    ).flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => [view.byId.get(a.productId)?.name, a.verdict])).toEqual([
      ["Ledgerpoint Tax Research Library", "no"],
    ]);
  });

  it("reads 'something to …' as a question of the catalogue", () => {
    const parts = after(
      "Slateform 1099 & W-2 E-File Desktop",
      "Something to keep tabs on which contractors returned their W-9?",
    );
    expect(parts.map((p) => p.kind)).toEqual(["coverage"]);
  });

  it("answers a second question written without its question mark", () => {
    const parts = after(
      "Fieldstone Audit Workpapers",
      "What does it cost for three of us per year? And does it prepare the notes to the financial statements too",
    );
    expect(parts.map((p) => p.kind)).toEqual(["cost", "capability"]);
    expect(capability(parts)).toEqual(
      no("Fieldstone Audit Workpapers", "Financial statement notes and disclosures"),
    );
  });

  it("reads 'can it file for all 60?' as the sheet's client limit", () => {
    const answers = after(
      "Slateform 1099 & W-2 E-File Desktop",
      "We now have 60 employers. Can it do the filings for all 60?",
    ).flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => [a.subject.kind, a.verdict, a.value])).toEqual([
      ["limit", "yes", "unlimited"],
    ]);
  });
});

describe("a product named by the noun its name ends with", () => {
  it("reads 'the deadline calendar' as the one calendar, its year aside, in a first message", () => {
    const calendar = "Federal Tax Deadline Calendar 2027";
    for (const q of [
      "Does the deadline calendar cover state due dates?",
      "does the tax calendar list the states' deadlines too?",
    ]) {
      const turn = advisorTurn(
        view,
        {
          onboarding: null,
          messages: [{ role: "user", content: q }],
          state: emptyConversationState(),
        },
        new Date("2026-11-27T12:00:00Z"),
      );
      expect(capability(turn.parts), q).toEqual(no(calendar, "State deadlines"));
    }
  });
});

describe("more of the field's words for a not-included line", () => {
  it.each([
    [
      "Ledgerpoint Tax Suite Professional",
      "Does it handle the estate and gift tax forms?",
      "Forms 706 and 709 (estate and gift tax)",
    ],
    [
      "1099 Vendor Tracking Workbook",
      "Will it verify the TINs with the IRS?",
      "TIN matching with the IRS",
    ],
    [
      "IRS Notice Response Kit",
      "If a notice escalates, will anyone speak with the IRS for the client?",
      "Representation before the IRS on your behalf",
    ],
    [
      "IRS Notice Response Kit",
      "¿Alguien de ustedes habla con el IRS por el cliente?",
      "Representation before the IRS on your behalf",
    ],
    [
      "Ledgerpoint Tax Research Library",
      "Could I phone a tax expert when I'm stuck?",
      "Answers from a tax professional",
    ],
    ["Larkspur CRM for Accounting Firms", "Can it record billable time?", "Time and billing"],
    [
      "Northgate Portfolio Analytics",
      "Will it bill clients their advisory fees?",
      "Billing advisory fees",
    ],
    [
      "Tallystone Capacity Planner",
      "Can it schedule the staff's shifts like an HR system?",
      "Payroll or HR scheduling",
    ],
    ["Slateform 1099 & W-2 E-File Desktop", "Can it run payroll?", "Running payroll"],
  ])("%s: %s", (product, question, line) => {
    expect(askOf(product, question).answers).toEqual(no(product, line));
  });

  it("reads logging in from a browser at home as where it runs", () => {
    const suite = "Ledgerpoint Tax Suite Professional";
    expect(askOf(suite, "Is it possible to log in from a browser at home?").answers).toEqual(
      no(suite, "Access from a web browser"),
    );
  });
});

describe("a noun two names end with, told apart by the question's words", () => {
  it("reads 'the kit' beside 'the IRS' as the IRS notice kit, not the product discussed", () => {
    const kit = "IRS Notice Response Kit";
    const { answers } = askOf(
      "Engagement Letter Pack for Tax & Accounting Firms",
      "Does the kit have the IRS power of attorney form in it?",
    );
    expect(answers).toEqual(no(kit, "Form 2848 power of attorney"));
  });
});
