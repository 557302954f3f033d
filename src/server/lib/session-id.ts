import { createHash } from "node:crypto";

/** What the sessions table keeps of a session cookie's value: its SHA-256, never the value itself. */
export const hashSessionId = (raw: string) => createHash("sha256").update(raw).digest("base64url");
