import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { firmInvitations, firmMembers } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { expectErrorBody } from "../../test/error-body.js";
import { addMember, invitationMailTo, makeFirm, signedInPerson } from "../../test/people.js";

let t: TestApp;
let owner: string;
let alex: string;
let blair: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await signedInPerson(db, "firm_owner", { firstName: "Dana", lastName: "Ortiz" });
  alex = await signedInPerson(db, "firm_alex", { firstName: "Alex" });
  blair = await signedInPerson(db, "firm_blair", { firstName: "Blair" });
  outsider = await signedInPerson(db, "firm_outsider", { firstName: "Olly" });
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("a firm and its owner", () => {
  it("is made by a signed-in person, who becomes its owner; its invoices go to the firm", async () => {
    const res = await call("POST", "/api/firms", owner, {
      name: "  Ortiz & Lane CPAs ",
      billing: { name: "Dana Ortiz", address: "1 Ledger Lane\n\nHartford, CT", ein: "123456789" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const firm = res.json();
    expect(firm).toMatchObject({
      name: "Ortiz & Lane CPAs",
      role: "owner",
      billing: {
        name: "Dana Ortiz",
        firm: "Ortiz & Lane CPAs",
        address: "1 Ledger Lane\nHartford, CT",
        ein: "12-3456789",
      },
      invitations: [],
    });
    expect(firm.members).toEqual([
      expect.objectContaining({ userId: "firm_owner", name: "Dana Ortiz", role: "owner" }),
    ]);
    const list = await call("GET", "/api/firms", owner);
    expect(list.json()).toContainEqual({
      id: firm.id,
      name: "Ortiz & Lane CPAs",
      role: "owner",
      memberCount: 1,
    });
  });

  it("refuses a firm without a name or with a malformed EIN, naming the field", async () => {
    const res = await call("POST", "/api/firms", owner, {
      name: " ",
      billing: { name: "Dana", address: "1 Lane", ein: "12-34" },
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorBody(res, "bad firm").message).toMatch(/Firm is required|EIN/);
  });
});

describe("invitations", () => {
  it("e-mails a single-use link that expires; the accepted person joins with the role", async () => {
    const firmId = await makeFirm(t.app, owner, "Invite Test LLP");
    const invited = await call("POST", `/api/firms/${firmId}/invitations`, owner, {
      email: " Alex@Example.com ",
      role: "purchaser",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: "alex@example.com", role: "purchaser" });
    const { message, token } = await invitationMailTo(t.database.db, "alex@example.com");
    expect(message?.subject).toBe("Dana Ortiz invited you to Invite Test LLP on Countinghouse");
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(firmInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await call("GET", `/api/firm-invitations/preview?token=${token}`, alex);
    expect(preview.json()).toMatchObject({
      firmName: "Invite Test LLP",
      role: "purchaser",
      invitedBy: "Dana Ortiz",
    });
    const accepted = await call("POST", "/api/firm-invitations/accept", alex, { token: token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ firmId });

    // Used up: neither Alex again nor anyone else can use it.
    for (const cookie of [alex, outsider]) {
      const again = await call("POST", "/api/firm-invitations/accept", cookie, { token: token });
      expect(again.statusCode).toBe(409);
      expect(expectErrorBody(again, "reuse").code).toBe("invitation_used");
    }
    const members = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.firmId, firmId));
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual([
      ["firm_alex", "purchaser"],
      ["firm_owner", "owner"],
    ]);
  });

  it("an expired link answers 410, a withdrawn or re-sent one 404, a made-up one 404", async () => {
    const firmId = await makeFirm(t.app, owner, "Expiry LLP");
    await call("POST", `/api/firms/${firmId}/invitations`, owner, {
      email: "late@example.com",
      role: "member",
    });
    const { token: expired } = await invitationMailTo(t.database.db, "late@example.com");
    await t.database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.email, "late@example.com"));
    const late = await call("POST", "/api/firm-invitations/accept", blair, { token: expired });
    expect(late.statusCode).toBe(410);
    expect(expectErrorBody(late, "expired").code).toBe("invitation_expired");

    // Inviting the address again withdraws the earlier link.
    await call("POST", `/api/firms/${firmId}/invitations`, owner, {
      email: "again@example.com",
      role: "member",
    });
    const { token: first } = await invitationMailTo(t.database.db, "again@example.com");
    await call("POST", `/api/firms/${firmId}/invitations`, owner, {
      email: "again@example.com",
      role: "member",
    });
    const { token: second } = await invitationMailTo(t.database.db, "again@example.com");
    expect(second).not.toBe(first);
    expect(
      (await call("GET", `/api/firm-invitations/preview?token=${first}`, blair)).statusCode,
    ).toBe(404);
    const pending = (await call("GET", `/api/firms/${firmId}`, owner)).json().invitations;
    expect(pending.map((i: { email: string }) => i.email)).toEqual(["again@example.com"]);
    const withdrawn = await call(
      "DELETE",
      `/api/firms/${firmId}/invitations/${pending[0].id}`,
      owner,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect(
      (await call("GET", `/api/firm-invitations/preview?token=${second}`, blair)).statusCode,
    ).toBe(404);
    const madeUp = await call(
      "GET",
      `/api/firm-invitations/preview?token=${"A".repeat(43)}`,
      blair,
    );
    expect(madeUp.statusCode).toBe(404);
  });

  it("only owners invite; an address already in the firm is a 409", async () => {
    const firmId = await makeFirm(t.app, owner, "Only Owners LLP");
    await addMember(
      t.app,
      t.database.db,
      firmId,
      owner,
      blair,
      "blair@people.example",
      "purchaser",
    );
    const byPurchaser = await call("POST", `/api/firms/${firmId}/invitations`, blair, {
      email: "x@example.com",
      role: "member",
    });
    expect(byPurchaser.statusCode).toBe(403);
    expect(expectErrorBody(byPurchaser, "purchaser invites").code).toBe("firm_role_required");
    const byOutsider = await call("POST", `/api/firms/${firmId}/invitations`, outsider, {
      email: "x@example.com",
      role: "member",
    });
    expect(byOutsider.statusCode).toBe(404);
    const twice = await call("POST", `/api/firms/${firmId}/invitations`, owner, {
      email: "firm_blair@people.example",
      role: "member",
    });
    expect(twice.statusCode).toBe(409);
    expect(expectErrorBody(twice, "member twice").code).toBe("firm_member_exists");
  });
});

describe("members and roles", () => {
  it("members see colleagues but neither billing nor invitations; outsiders see nothing", async () => {
    const firmId = await makeFirm(t.app, owner, "Views LLP");
    await addMember(t.app, t.database.db, firmId, owner, alex, "alex+views@example.com", "member");
    const asMember = (await call("GET", `/api/firms/${firmId}`, alex)).json();
    expect(asMember).toMatchObject({ role: "member", billing: null, invitations: null });
    expect(asMember.members).toHaveLength(2);
    const asOutsider = await call("GET", `/api/firms/${firmId}`, outsider);
    expect(asOutsider.statusCode).toBe(404);
    expect(expectErrorBody(asOutsider, "outsider").code).toBe("firm_not_found");
    const rename = await call("PUT", `/api/firms/${firmId}`, alex, {
      name: "Mine Now",
      billing: { name: "Alex", address: "Elsewhere", ein: "" },
    });
    expect(rename.statusCode).toBe(403);
  });

  it("the last owner can neither leave nor step down; after a transfer they can", async () => {
    const firmId = await makeFirm(t.app, owner, "Succession LLP");
    await addMember(t.app, t.database.db, firmId, owner, alex, "alex+succ@example.com", "member");
    const leave = await call("DELETE", `/api/firms/${firmId}/members/firm_owner`, owner);
    expect(leave.statusCode).toBe(409);
    expect(expectErrorBody(leave, "last owner leaves").code).toBe("firm_last_owner");
    const stepDown = await call("PATCH", `/api/firms/${firmId}/members/firm_owner`, owner, {
      role: "member",
    });
    expect(stepDown.statusCode).toBe(409);
    // A member cannot take the firm over.
    const grab = await call("POST", `/api/firms/${firmId}/transfer-ownership`, alex, {
      userId: "firm_alex",
    });
    expect(grab.statusCode).toBe(403);

    const transfer = await call("POST", `/api/firms/${firmId}/transfer-ownership`, owner, {
      userId: "firm_alex",
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().role).toBe("purchaser");
    const left = await call("DELETE", `/api/firms/${firmId}/members/firm_owner`, owner);
    expect(left.statusCode).toBe(204);
    expect((await call("GET", `/api/firms/${firmId}`, owner)).statusCode).toBe(404);
    expect((await call("GET", `/api/firms/${firmId}`, alex)).json().role).toBe("owner");
  });

  it("two owners leaving at once leave one owner behind", async () => {
    const firmId = await makeFirm(t.app, owner, "Race LLP");
    await addMember(t.app, t.database.db, firmId, owner, blair, "blair+race@example.com", "member");
    await call("PATCH", `/api/firms/${firmId}/members/firm_blair`, owner, { role: "owner" });
    const [a, b] = await Promise.all([
      call("DELETE", `/api/firms/${firmId}/members/firm_owner`, owner),
      call("DELETE", `/api/firms/${firmId}/members/firm_blair`, blair),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 409]);
    const owners = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.firmId, firmId));
    expect(owners.filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("an owner removes a member; a member cannot remove anyone but themselves", async () => {
    const firmId = await makeFirm(t.app, owner, "Removal LLP");
    await addMember(t.app, t.database.db, firmId, owner, alex, "alex+rm@example.com", "member");
    await addMember(t.app, t.database.db, firmId, owner, blair, "blair+rm@example.com", "member");
    const byMember = await call("DELETE", `/api/firms/${firmId}/members/firm_blair`, alex);
    expect(byMember.statusCode).toBe(403);
    expect(
      (await call("DELETE", `/api/firms/${firmId}/members/firm_blair`, owner)).statusCode,
    ).toBe(204);
    expect((await call("DELETE", `/api/firms/${firmId}/members/firm_alex`, alex)).statusCode).toBe(
      204,
    );
    const gone = await call("DELETE", `/api/firms/${firmId}/members/firm_alex`, owner);
    expect(gone.statusCode).toBe(404);
    expect(expectErrorBody(gone, "gone").code).toBe("firm_member_not_found");
  });
});
