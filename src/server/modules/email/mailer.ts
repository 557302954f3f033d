import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { lockPendingEmails, markEmail } from "./outbox-repository.js";

/** After this many failed attempts a message is marked failed and left for an admin. */
const MAX_ATTEMPTS = 5;
const BATCH = 20;
const POLL_MS = 30_000;

export interface Mailer {
  /** Hands pending outbox messages to SMTP (or marks them stored without SMTP); returns how many. */
  deliverPending(): Promise<number>;
  /** Delivers soon, without waiting: call after committing a transaction that queued mail. */
  kick(): void;
  close(): Promise<void>;
}

/**
 * The mail component. Messages are written to the outbox by the transaction that caused them
 * and delivered from there (at least once: a crash between SMTP's answer and the status update
 * sends that message again). With no SMTP_URL they are "stored": the outbox is the mailbox.
 */
export function createMailer(opts: { db: Db; config: Config; log: FastifyBaseLogger }): Mailer {
  const { db, config, log } = opts;
  const transport: Transporter | undefined = config.mail.smtpUrl
    ? nodemailer.createTransport(config.mail.smtpUrl)
    : undefined;
  let running: Promise<number> | undefined;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const batch = await lockPendingEmails(tx, BATCH);
      for (const message of batch) {
        if (!transport) {
          await markEmail(tx, message.id, { status: "stored" });
          continue;
        }
        try {
          await transport.sendMail({
            from: config.mail.from,
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
          const error = (err as Error).message;
          log.warn({ emailId: message.id, error }, "e-mail delivery failed");
          await markEmail(tx, message.id, {
            status: message.attempts + 1 >= MAX_ATTEMPTS ? "failed" : "pending",
            error,
          });
        }
      }
      return batch.length;
    });
  }

  async function deliverPending(): Promise<number> {
    // One delivery run at a time in this process; the row locks keep processes apart.
    while (running) await running.catch(() => 0);
    running = deliverBatch();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  const timer = setInterval(() => void deliverPending().catch(() => {}), POLL_MS);
  timer.unref();

  return {
    deliverPending,
    kick() {
      setImmediate(() =>
        deliverPending().catch((err: Error) =>
          log.warn({ error: err.message }, "e-mail delivery run failed"),
        ),
      );
    },
    async close() {
      clearInterval(timer);
      await running?.catch(() => 0);
      transport?.close();
    },
  };
}
