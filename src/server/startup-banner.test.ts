import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { isLoopback, startupBanner } from "./startup-banner.js";

describe("the startup banner (finding 6)", () => {
  it("names the URL, the database and the payment mode; by default only this computer can connect", () => {
    const config = loadConfig({ DATA_DIR: "/srv/ch" });
    expect(config.host).toBe("127.0.0.1");
    const text = startupBanner(config, 5000).join("\n");
    expect(text).toContain("open http://127.0.0.1:5000");
    expect(text).toContain("embedded PostgreSQL in /srv/ch");
    expect(text).toContain("payments: test card form");
    expect(text).not.toContain("WARNING");
  });

  it("warns when test login is on and the host is not loopback", () => {
    const text = startupBanner(loadConfig({ HOST: "0.0.0.0" }), 5000).join("\n");
    expect(text).toMatch(/WARNING: test login is on and HOST=0.0.0.0 is not loopback/);
    expect(text).toContain("open http://localhost:5000");
    const off = startupBanner(loadConfig({ HOST: "0.0.0.0", TEST_LOGIN: "off" }), 5000);
    expect(off.join("\n")).not.toContain("WARNING");
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
