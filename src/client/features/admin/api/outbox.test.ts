import { describe, expect, it } from "vitest";
import type { OutboxPage, OutboxSummary } from "@shared/contracts/email";
import { outboxRefreshInterval, QUEUED_REFRESH_MS } from "./outbox";

const message = (status: OutboxSummary["status"]): OutboxSummary => ({
  id: 1,
  kind: "contact_acknowledgement",
  to: "ruth@example.com",
  subject: "We received your message",
  status,
  attempts: 0,
  lastError: null,
  createdAt: "2026-11-28T05:00:00Z",
  sentAt: null,
});
const page = (...statuses: OutboxSummary["status"][]): OutboxPage => ({
  items: statuses.map(message),
  total: statuses.length,
  page: 1,
  pageSize: 20,
});

describe("the outbox list asks again while an e-mail is queued", () => {
  it("refreshes a page that shows a queued e-mail, so it turns Sent or Stored by itself", () => {
    expect(outboxRefreshInterval(page("stored", "pending"))).toBe(QUEUED_REFRESH_MS);
  });

  it("stops once nothing on the page is queued", () => {
    expect(outboxRefreshInterval(page("stored", "sent", "failed"))).toBe(false);
    expect(outboxRefreshInterval(page())).toBe(false);
    expect(outboxRefreshInterval(undefined)).toBe(false);
  });
});
