import { createHash } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { lockPendingEmail, markEmail, pendingEmails } from "./outbox-repository.js";
import { signMessagesAs } from "./messages.js";

/** After this many failed tries a message is marked failed and left for an admin. */
const MAX_ATTEMPTS = 5;
/** The first retry waits 30-60 s, and each next one twice as long (pg-boss's backoff). */
const RETRY_DELAY_SECONDS = 30;
const DISPATCH_BATCH = 500;

export const DELIVER_EMAIL = "deliver-email";
export const DISPATCH_EMAIL = "dispatch-email";

export interface Mailer {
  /** One message's delivery (the deliver-email job); throws when SMTP refuses it. */
  deliver(id: number, final: boolean): Promise<void>;
  /** Every pending message now, in this process (tests flush with it); returns how many. */
  deliverPending(): Promise<number>;
  /** Gives every pending message its delivery job; returns how many were pending. */
  dispatch(): Promise<number>;
  /** Delivers soon, without waiting: call after committing a transaction that queued mail. */
  kick(): void;
  close(): Promise<void>;
}

/** A message's delivery job id: the same message is never queued twice. */
function deliveryJobId(message: { id: number; createdAt: Date }): string {
  const hex = createHash("sha256")
    .update(`email-outbox:${message.id}:${message.createdAt.toISOString()}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The mail component. Messages are written to the outbox by the transaction that caused them;
 * each pending one gets a delivery job (right after the commit, and every minute for any left
 * over), which pg-boss retries with backoff until the last try marks it failed for an admin
 * (decision 0240). Delivery is at least once: a crash between SMTP's answer and the status update
 * sends that message again. With no SMTP_URL messages are "stored": the outbox is the mailbox.
 */
export function createMailer(opts: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}): Mailer {
  const { db, config, log, jobs } = opts;
  signMessagesAs(config.store);
  const transport: Transporter | undefined = config.mail.smtpUrl
    ? nodemailer.createTransport(config.mail.smtpUrl)
    : undefined;

  async function deliver(id: number, final: boolean): Promise<void> {
    let refused: Error | undefined;
    // The row stays locked while SMTP answers: another worker skips it meanwhile.
    await db.transaction(async (tx) => {
      const message = await lockPendingEmail(tx, id);
      if (!message) return; // delivered already, or being delivered elsewhere
      if (!transport) return markEmail(tx, message.id, { status: "stored" });
      try {
        await transport.sendMail({
          from: config.mail.from,
          // A customer's reply reaches a person, whatever address the shop sends from.
          replyTo: config.store.supportEmail,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          // Nodemailer builds every header itself; these never come from user input.
          headers: { "X-Countinghouse-Kind": message.kind },
          messageId: `<outbox-${message.id}@countinghouse>`,
        });
        await markEmail(tx, message.id, { status: "sent" });
      } catch (err) {
        refused = err as Error;
        await markEmail(tx, message.id, {
          status: final ? "failed" : "pending",
          error: refused.message,
        });
      }
    });
    if (refused) throw refused;
  }

  async function deliverPending(): Promise<number> {
    const pending = await pendingEmails(db, DISPATCH_BATCH);
    for (const message of pending) {
      await deliver(message.id, message.attempts + 1 >= MAX_ATTEMPTS).catch((err: Error) =>
        log.warn({ emailId: message.id, error: err.message }, "e-mail delivery failed"),
      );
    }
    return pending.length;
  }

  async function dispatch(): Promise<number> {
    const pending = await pendingEmails(db, DISPATCH_BATCH);
    await jobs.insert(
      DELIVER_EMAIL,
      pending.map((message) => ({ id: deliveryJobId(message), data: { emailId: message.id } })),
    );
    if (pending.length) jobs.wake(DELIVER_EMAIL);
    return pending.length;
  }

  jobs.define<{ emailId: number }>({
    name: DELIVER_EMAIL,
    policy: "standard",
    retries: MAX_ATTEMPTS - 1,
    retryDelaySeconds: RETRY_DELAY_SECONDS,
    backoff: true,
    expireInSeconds: 5 * 60,
    run: ({ data, final }) => deliver(data.emailId, final),
  });
  jobs.define({
    name: DISPATCH_EMAIL,
    cron: "* * * * *",
    policy: "stately",
    retries: 0,
    run: dispatch,
  });

  return {
    deliver,
    deliverPending,
    dispatch,
    kick() {
      if (!jobs.running) return;
      setImmediate(() =>
        dispatch().catch((err: Error) =>
          log.warn({ error: err.message }, "e-mail dispatch failed"),
        ),
      );
    },
    async close() {
      transport?.close();
    },
  };
}
