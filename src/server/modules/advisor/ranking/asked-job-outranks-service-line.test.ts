import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const picks = (content: string) => playMessages(content)[0]!.state.recommendation;

describe("the job the firm asks for outranks the service line it describes itself by (decision 0257)", () => {
  it("leads with the close board when a bookkeeping firm asks to follow each client's close", () => {
    expect(
      picks(
        "Small bookkeeping outfit, 3 people and 25 clients. Looking for a way to follow every client's close from start to finish and make sure someone reviews and signs off.",
      )[0],
    ).toBe(idOf("Tickmark Close Manager"));
    expect(
      picks(
        "Our bookkeeping team of four looks after 35 clients in QBO. We want one screen to follow each client's close and who still has to sign off; our clients also lose the lists of documents we ask them for.",
      )[0],
    ).toBe(idOf("Tickmark Close Manager"));
  });

  it("leads with receipt capture when a bookkeeper asks for receipts photographed on a phone", () => {
    const english = picks(
      "We do the books for 15 restaurants. I'd like our clients to snap their receipts on their phones and send them to us.",
    );
    expect(english[0]).toBe(idOf("Tickmark Receipt Capture"));
    expect(english).not.toContain(idOf("Tickmark Bookkeeping Autopilot"));
    const spanish = picks(
      "Llevamos la contabilidad de 25 negocios. Queremos algo para que los clientes saquen una foto de sus recibos con el celular.",
    );
    expect(spanish[0]).toBe(idOf("Tickmark Receipt Capture"));
  });

  it("names a template whose lines say the job, though no need of the vocabulary names it", () => {
    const turn = picks(
      "I'm an EA on my own with 60 gig workers as clients. I need something that works out each client's quarterly estimated payments.",
    );
    expect(turn[0]).toBe(idOf("Quarterly Estimated Tax Worksheet"));
  });
});

describe("each thing asked gets the product that says it", () => {
  it("names a product for each of 'something to X, and something to Y'", () => {
    const turn = picks(
      "Three of us advise small businesses. We want something to sell our advisory package with, and something to forecast the cash week by week.",
    );
    expect(turn).toContain(idOf("Advisory Services Proposal Template"));
    expect(turn).toContain(idOf("13-Week Cash Flow Forecast"));
  });
});

describe("an opening that asks whether there is something for what it just described", () => {
  it("recommends for it, not a list of a form's products nor a memo", () => {
    const turn = playMessages(
      "We're a two-partner CPA office with about 50 business clients, mostly partnerships. Each spring we have to chase them for officer compensation and their fixed asset purchases. Is there something we could hand them to fill in?",
    )[0]!;
    expect(turn.parts[0]?.kind).toBe("recommend");
    expect(turn.state.recommendation[0]).toBe(idOf("Business Tax Organizer"));
  });

  it("in Spanish: 'un plan escrito de seguridad … ¿tienen algo ya hecho?'", () => {
    expect(
      picks(
        "Somos tres preparadores. La aseguradora nos pide un plan escrito de seguridad de la información. ¿Tienen algo ya hecho?",
      )[0],
    ).toBe(idOf("Written Information Security Plan (WISP) for Tax Practices"));
  });
});
