/**
 * Host names: which addresses are this computer, and which names this server answers for
 * (decision 0200). A page whose name an attacker rebinds to 127.0.0.1 sends its own name in
 * `Host`, so only names on the list reach the app.
 */

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/** Whether a host (name or address, IPv6 with or without brackets) is this computer. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.replace(/^\[|\]$/g, ""));
}

/** Listening on every address: not a name anyone sends. */
const WILDCARD = new Set(["0.0.0.0", "::", "[::]"]);

/** A Host header: a name or IPv4 address, or a bracketed IPv6 address, then an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/i;

/** The name part of a Host header, lower case; undefined when the header is not a host. */
export function hostName(header: string): string | undefined {
  const match = HOST_HEADER.exec(header);
  if (!match) return undefined;
  if (match[2] !== undefined && Number(match[2]) > 65535) return undefined;
  return match[1]!.toLowerCase().replace(/\.$/, "");
}

/** Brackets around an IPv6 address, as it appears in a Host header. */
function asHostName(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.includes(":") && !lower.startsWith("[") ? `[${lower}]` : lower;
}

/**
 * The names this server answers for: this computer's own, PUBLIC_URL's, the listening address
 * when it is a specific one, and ALLOWED_HOSTS.
 */
export function allowedHostNames(options: {
  publicUrl: string | undefined;
  host: string;
  extra: string[];
}): Set<string> {
  const names = new Set(["localhost", "127.0.0.1", "[::1]"]);
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname.toLowerCase());
  if (!WILDCARD.has(options.host)) names.add(asHostName(options.host));
  for (const name of options.extra) names.add(asHostName(name));
  return names;
}
