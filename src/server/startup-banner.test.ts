import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { isLoopback } from "./lib/hosts.js";
import { startupBanner } from "./startup-banner.js";

describe("the startup banner (finding 6)", () => {
  it("names the URL, the database and the payment mode; by default only this computer can connect", () => {
    const config = loadConfig({ DATA_DIR: "/srv/ch" });
    expect(config.host).toBe("127.0.0.1");
    const text = startupBanner(config, 5000).join("\n");
    expect(text).toContain("open http://127.0.0.1:5000");
    expect(text).toContain("embedded PostgreSQL in /srv/ch");
    expect(text).toContain("payments: test card form");
    expect(text).toContain("test login is on: /test-login signs in");
    expect(text).not.toContain("!!");
  });

  it("says test login is off, and why, when the start is not local", () => {
    const text = startupBanner(loadConfig({ HOST: "0.0.0.0" }), 5000).join("\n");
    expect(text).toContain("test login is off: this start is not local (HOST=0.0.0.0)");
    expect(text).toContain("open http://localhost:5000");
    const off = startupBanner(loadConfig({ TEST_LOGIN: "off" }), 5000).join("\n");
    expect(off).toContain("test login is off");
  });

  it("is loud when TEST_LOGIN=on turns test login on (second review, finding 1)", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://shop.example",
      TRUST_PROXY: "on",
      TEST_LOGIN: "on",
    });
    const text = startupBanner(config, 5000).join("\n");
    expect(text).toContain("TEST LOGIN IS ON (TEST_LOGIN=on)");
    expect(text).toContain("sign in\n  !! as the Administrator");
  });

  it("never prints the DATABASE_URL password", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://app:hunter2secret@db.internal:5432/shop",
    });
    const text = startupBanner(config, 5000).join("\n");
    expect(text).toContain("PostgreSQL at db.internal:5432/shop");
    expect(text).not.toContain("hunter2secret");
  });

  it("knows loopback addresses", () => {
    for (const host of ["127.0.0.1", "::1", "[::1]", "localhost", "127.0.1.1"])
      expect(isLoopback(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.2", "shop.example"])
      expect(isLoopback(host)).toBe(false);
  });
});
