import { describe, expect, it } from "vitest";
import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

/**
 * Follow-up questions about the product discussed, each read by a general rule (a kind of
 * phrase, the sheets' own vocabulary), tested in words of their own.
 */
const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const cloud = idOf("Copperline Payroll Cloud");
const pro = idOf("Ledgerpoint Tax Suite Professional");
const about = (id: number): ConversationState => ({
  ...emptyConversationState(),
  focus: [id],
  shown: [id],
  recommendation: [id],
});
const reply = (text: string, state: ConversationState) =>
  advisorTurn(
    view,
    { onboarding: null, messages: [{ role: "user", content: text }], state },
    new Date("2026-11-27T12:00:00Z"),
  ).text;
const asks = (text: string, state: ConversationState) => readMessage(view, text, state).asks;

describe("a limit the sheet says there is none of", () => {
  it("answers 'is there a limit' with no limit, never a yes", () => {
    for (const text of [
      "Is there a max number of clients it takes?",
      "any cap on how many clients?",
      "is there any limit on users",
    ]) {
      const said = reply(text, about(cloud));
      expect(said, text).toMatch(/^\*\*No limit\*\*: \[Copperline Payroll Cloud\]/);
      expect(said, text).not.toMatch(/\*\*Yes\*\*/);
    }
    // A count is held against it: that one fits.
    expect(reply("could it cope with 300 clients?", about(cloud))).toMatch(
      /^\*\*Yes\*\*: .*no limit on clients \(unlimited\), so your 300 fit/,
    );
  });

  it("reads a Spanish 'tope' or 'límite' of clients or users as the sheet's limit", () => {
    expect(reply("¿Tiene algún tope de clientes?", about(cloud))).toMatch(/^\*\*Sin límite\*\*/);
    expect(reply("¿hay límite de usuarios?", about(cloud))).toMatch(/^\*\*Sin límite\*\*/);
  });
});

describe("a Spanish or pronoun trial question about the product discussed", () => {
  it("answers the product's trial, then the store's policy", () => {
    for (const text of [
      "¿Lo podemos probar unos días gratis?",
      "¿Se puede probar antes de pagar?",
      "can we test it out for free?",
    ])
      expect(asks(text, about(cloud)), text).toEqual([
        { kind: "capability", products: [cloud], subjects: [{ kind: "trial" }] },
        { kind: "policy", topics: ["trials"] },
      ]);
  });
});

describe("the S-corporation return written without its hyphen", () => {
  const forms = (text: string) =>
    asks(text, about(pro)).flatMap((a) => (a.kind === "capability" ? a.subjects : []));

  it("reads '1120S' and 'an 1120s' as Form 1120-S, and 'lots of 1120s' as Form 1120", () => {
    expect(forms("Is the 1120S in there too?")).toEqual([{ kind: "form", form: "1120-S" }]);
    expect(forms("can it prepare an 1120s?")).toEqual([{ kind: "form", form: "1120-S" }]);
    expect(forms("¿Y el 1120S lo trae?")).toEqual([{ kind: "form", form: "1120-S" }]);
    expect(forms("does it do lots of 1120s?")).toEqual([{ kind: "form", form: "1120" }]);
    expect(reply("handles the 1120S?", about(pro))).toMatch(/lists Form 1120-S\.$/);
  });
});

describe("where the product discussed runs, asked in a few words", () => {
  const workpapers = idOf("Fieldstone Audit Workpapers");
  it("is answered from the sheet's deployment, with only products that do the same job", () => {
    for (const text of [
      "is that one online, or do we download it?",
      "¿Hay que instalarlo o es online?",
      "do we need to install it?",
    ]) {
      const said = reply(text, about(workpapers));
      expect(said, text).toMatch(/^\*\*No\*\*: .*Fieldstone Audit Workpapers.*Windows desktop\./);
      // A client portal runs in a browser, but does not do audit workpapers.
      expect(said, text).not.toContain("Harborview Client Portal");
    }
  });
});

describe("a comparison with a product named after the pronoun", () => {
  it("compares the product discussed with the one named by a word of its name", () => {
    const receipts = idOf("Tickmark Receipt Capture");
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const state = {
      ...about(receipts),
      leftOut: [{ productId: autopilot, need: "bookkeeping", reason: "limit" as const }],
    };
    expect(asks("how's it stack up against autopilot?", state)).toEqual([
      { kind: "compare", products: [receipts, autopilot] },
    ]);
    const desktop = idOf("Copperline Payroll Desktop");
    expect(asks("and how does it compare with the desktop edition?", about(cloud))).toEqual([
      { kind: "compare", products: [cloud, desktop] },
    ]);
  });
});

describe("a question after an acknowledgement, a charge beside the price, and the memo", () => {
  const studio = idOf("Northgate Plan Studio");
  it("reads 'great, thanks, and is there…' as the question it asks, not as thanks", () => {
    for (const text of [
      "great, thanks, and is there an onboarding fee?",
      "ok so any hidden charges",
      "vale, gracias. ¿Y hay algún costo de instalación?",
    ]) {
      const said = reply(text, about(studio));
      expect(said, text).toMatch(
        /^\*\*(?:Not stated|No consta)\*\*: .*Northgate Plan Studio.*\$149\.00 \/ (?:user|usuario) \/ (?:month|mes)/,
      );
      expect(said, text).not.toMatch(/Glad|Happy to help|Con gusto/);
    }
  });

  it("points a request for something to show to the memo, naming the recommendation", () => {
    for (const text of [
      "cheers! could you turn this into a one-pager for my partner?",
      "¿Me lo puede pasar en un documento para los socios?",
      "nice. could we have all that as a PDF for the managing partner?",
      "is there a way to download this as a pdf",
    ]) {
      expect(asks(text, about(studio)), text).toEqual([{ kind: "memo" }]);
      expect(reply(text, about(studio)), text).toMatch(
        /\*\*Save as memo\*\*.*\[Northgate Plan Studio\]\(\/products\/\d+\)/s,
      );
    }
  });
});

describe("whether each person needs a licence, and a cost for two headcounts", () => {
  const studio = idOf("Northgate Plan Studio");
  const workpapers = idOf("Fieldstone Audit Workpapers");
  it("answers 'does each need their own' from the offer's unit: no for a firm licence", () => {
    expect(reply("would our receptionist need a separate login?", about(pro))).toMatch(
      /^\*\*No\*\*: .*Ledgerpoint Tax Suite Professional.* priced per firm, so one licence covers everyone/,
    );
    expect(reply("does each advisor need a seat?", about(studio))).toMatch(
      /^\*\*Yes\*\*: .*Northgate Plan Studio.* priced per user, so each one needs its own/,
    );
    expect(reply("¿Cada asesor necesita su propia licencia?", about(studio))).toMatch(
      /^\*\*Sí\*\*/,
    );
  });

  it("costs each of two headcounts, and says a per-firm price is the same for both", () => {
    const both = reply("how much for 3 logins versus 5?", about(workpapers));
    expect(both).toContain("for 3 users: **$357.00 a month**");
    expect(both).toContain("for 5 users: **$595.00 a month**");
    expect(reply("price for 10 users or 12?", about(pro))).toMatch(
      /\*\*\$1,299\.00 a year\*\*.*The same for 10 or 12/,
    );
  });
});

describe("software named without its edition", () => {
  it("answers one product's QuickBooks Online and Desktop in one answer", () => {
    for (const text of ["does it sync with QB?", "¿Funciona con QuickBooks?"]) {
      const said = reply(text, about(cloud));
      expect(said, text).toMatch(
        /^\*\*(?:Yes|Sí)\*\*, (?:with|con) QuickBooks Online: .*Copperline Payroll Cloud.*QuickBooks Desktop/,
      );
      expect(said, text).not.toContain("**No**");
    }
  });
});

describe("a question with another way after 'or'", () => {
  it("answers what is asked of the product named, not the alternative ('or should we look at other options?')", () => {
    const pm = idOf("Tallystone Practice Manager");
    const said = reply(
      "Can the practice manager store our clients' files as well, or should we be looking at other options?",
      about(pm),
    );
    expect(said).toMatch(/^\*\*No\*\*: \[Tallystone Practice Manager\]/);
    expect(said).toContain("Document storage");
    const payroll = reply(
      "does the payroll cloud handle benefits administration, or would you suggest an alternative for that?",
      about(cloud),
    );
    expect(payroll).toMatch(/^\*\*No\*\*: \[Copperline Payroll Cloud\]/);
    expect(payroll).toContain("Benefits administration");
  });
});

describe("a not-included line against a question in other words", () => {
  it("matches 'email' as the sheet's 'e-mail', leaving out words no sheet says", () => {
    const checklist = idOf("Month-End Close Checklist");
    const said = reply(
      "will it email task reminders to the staff who fall behind?",
      about(checklist),
    );
    expect(said).toMatch(/^\*\*No\*\*: \[Month-End Close Checklist\]/);
    expect(said).toContain("Task reminders or assignment by e-mail");
  });

  it("reads 'the pricier one:' set off before the question as that product", () => {
    const manager = idOf("Tickmark Close Manager");
    const checklist = idOf("Month-End Close Checklist");
    const both: ConversationState = {
      ...about(manager),
      firm: { ...emptyConversationState().firm, seats: 4 },
      focus: [manager, checklist],
      shown: [manager, checklist],
      listed: [manager, checklist],
    };
    expect(asks("The pricier one: does it produce financial statements?", both)).toMatchObject([
      { kind: "capability", products: [manager] },
    ]);
    expect(asks("the cheaper one — will it e-mail reminders?", both)).toMatchObject([
      { kind: "capability", products: [checklist] },
    ]);
  });
});

describe("a question asked of one product, with buying another as the other way", () => {
  it("asks the product pointed at first; the one after 'or do we need to buy' is what a no names", () => {
    const pm = idOf("Tallystone Practice Manager");
    const vault = idOf("Brightfile Document Vault");
    const esign = idOf("Harborview e-Signature");
    const shownAll: ConversationState = {
      ...about(pm),
      shown: [pm, vault, esign],
      recommendation: [pm, vault, esign],
    };
    expect(
      asks(
        "Does the practice manager hold client documents, or do we need to buy Brightfile Document Vault too?",
        shownAll,
      ),
    ).toMatchObject([{ kind: "capability", products: [pm] }]);
    const said = reply(
      "Can the vault handle the e-signatures as well, or would we have to add Harborview e-Signature?",
      shownAll,
    );
    expect(said).toMatch(/^\*\*No\*\*: \[Brightfile Document Vault\]/);
  });
});
