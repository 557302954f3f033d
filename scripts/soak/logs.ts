import fs from "node:fs";
import path from "node:path";
import { hashSessionId } from "../../src/server/plugins/sessions.js";
import { DECLINED_CARD, SUCCEEDING_CARD } from "../../src/shared/test-cards.js";
import type { Check } from "./checks.js";

/**
 * The soak servers' own output: no error-level line (a 5xx or a crash would log one), and none of
 * the shoppers' session cookies (raw or hashed) or the card numbers they paid with.
 */
export function scanServerLogs(files: string[], sessionIds: string[]): Check {
  const secrets = [SUCCEEDING_CARD, DECLINED_CARD, ...sessionIds, ...sessionIds.map(hashSessionId)];
  let lines = 0;
  const errorLines: string[] = [];
  const leaks = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
      if (!line) continue;
      lines++;
      if (line.startsWith("{") && (JSON.parse(line) as { level?: number }).level! >= 50)
        errorLines.push(`${path.basename(file)}: ${line.slice(0, 200)}`);
      for (const secret of secrets)
        if (line.includes(secret)) leaks.add(`${path.basename(file)}: ${secret.slice(0, 6)}…`);
    }
  }
  const ok = errorLines.length === 0 && leaks.size === 0;
  return {
    name: "server logs: no error line, no cookie or card number",
    ok,
    detail:
      `${lines} lines from ${files.length} servers searched for ${secrets.length} secrets` +
      (errorLines.length ? `; ERROR LINES: ${errorLines.slice(0, 3).join(" | ")}` : "") +
      (leaks.size ? `; LEAKED: ${[...leaks].slice(0, 5).join(", ")}` : ""),
  };
}
