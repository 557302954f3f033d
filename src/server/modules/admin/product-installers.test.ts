import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSchema } from "../../../shared/contracts/orders.js";
import { productInstallerSchema } from "../../../shared/contracts/product-installer.js";
import { products } from "../../db/schema.js";
import { DOWNLOADS_ROOT } from "../../lib/downloads.js";
import { createTestApp, signInAs, testConfig, type TestApp } from "../../test/helpers.js";
import { buyWithTestCard } from "../../test/shopping.js";
import { plainInstallerName } from "./product-installers.js";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Small files that are what their names say. */
function tarOf(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "latin1");
  header.write("0000644\0", 100, "latin1");
  header.write(`${content.length.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  header.write("ustar\u000000", 257, "latin1");
  const body = Buffer.alloc(512);
  body.write(content, "latin1");
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}
const exe = () => {
  const bytes = Buffer.alloc(1024, 0x90);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
};
const FILES = {
  zip: Buffer.from(zipSync({ "setup/README.txt": strToU8("Run setup.exe") })),
  msi: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(2048, 1),
  ]),
  exe: exe(),
  dmg: Buffer.concat([Buffer.alloc(4096, 7), Buffer.from("koly"), Buffer.alloc(508)]),
  pkg: Buffer.concat([Buffer.from("xar!"), Buffer.alloc(600, 3)]),
  tar: tarOf("setup.sh", "echo installed"),
  tgz: zlib.gzipSync(tarOf("setup.sh", "echo installed")),
};

/** A multipart/form-data body with one file field (or none). */
function form(file?: { name: string; bytes: Buffer }, field = "file") {
  const boundary = `----countinghouse-${randomUUID()}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnew release\r\n`,
    ),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let admin: string;
let customer: string;
let dataDir: string;
let softwareId: number;
let templateId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-installers-"));
  t = await createTestApp({ config: testConfig({ DATA_DIR: dataDir, INSTALLER_MAX_MB: "1" }) });
  admin = await signInAs(t.app, "admin_test_123");
  customer = await signInAs(t.app, "customer_test_456");
  const [software] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, "kestrel-trial-balance"));
  const [template] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, "countinghouse-engagement-letter-pack"));
  softwareId = software!.id;
  templateId = template!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (id: number, body: ReturnType<typeof form>, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/products/${id}/installer`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
const installerOf = async (id: number) => {
  const res = await t.app.inject({
    url: `/api/admin/products/${id}/installer`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return productInstallerSchema.parse(res.json());
};
const downloadUrlOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.downloadUrl;
/** Every file under DATA_DIR/installers, so a refusal can be seen to leave nothing. */
const storedFiles = () =>
  fs.existsSync(path.join(dataDir, "installers"))
    ? (fs.readdirSync(path.join(dataDir, "installers"), { recursive: true }) as string[]).filter(
        (f) => fs.statSync(path.join(dataDir, "installers", f)).isFile(),
      )
    : [];

describe("a licence-key product's installer", () => {
  it("is the package built with the catalogue until one is uploaded, with its SHA-256", async () => {
    const { installer, maxBytes, accepts } = await installerOf(softwareId);
    const packaged = fs.readFileSync(
      path.join(DOWNLOADS_ROOT, "kestrel-trial-balance-installer.zip"),
    );
    expect(installer).toEqual({
      fileName: "kestrel-trial-balance-installer.zip",
      size: packaged.length,
      sha256: sha256(packaged),
      downloadUrl: "/downloads/kestrel-trial-balance-installer.zip",
      uploaded: false,
    });
    expect(maxBytes).toBe(1024 * 1024);
    expect(accepts).toEqual([".zip", ".msi", ".exe", ".dmg", ".pkg", ".tar.gz", ".tgz", ".tar"]);
  });

  it("refuses what is not an installer and leaves the product and the folder as they were", async () => {
    const before = await downloadUrlOf(softwareId);
    const mismatch = "installer_content_mismatch";
    const refusals: Array<[ReturnType<typeof form>, number, string, string]> = [
      [
        form({ name: "setup.exe", bytes: Buffer.alloc(0) }),
        400,
        "installer_empty",
        "The installer file is empty.",
      ],
      [
        form({ name: "setup.exe", bytes: Buffer.from("<html><script>alert(1)</script></html>") }),
        400,
        mismatch,
        "The file's content is not a .exe file",
      ],
      [form({ name: "setup.exe", bytes: FILES.zip }), 400, mismatch, "not a .exe file"],
      [form({ name: "setup.msi", bytes: FILES.exe }), 400, mismatch, "not a .msi file"],
      [
        form({ name: "setup.tar.gz", bytes: zlib.gzipSync("not a tar") }),
        400,
        mismatch,
        "not a .tar.gz",
      ],
      [form({ name: "setup.dmg", bytes: FILES.zip }), 400, mismatch, "not a .dmg"],
      [form({ name: "setup.pkg", bytes: FILES.zip }), 400, mismatch, "not a .pkg"],
      [form({ name: "setup.tar", bytes: FILES.tgz }), 400, mismatch, "not a .tar"],
      [form({ name: "setup.zip", bytes: FILES.msi }), 400, mismatch, "not a .zip"],
      [
        form({ name: "notes.txt", bytes: Buffer.from("hello") }),
        400,
        "installer_type_refused",
        "An installer must be a",
      ],
      [form({ name: "setup", bytes: FILES.zip }), 400, "installer_type_refused", "must be a"],
      [form(), 400, "installer_upload_malformed", "Choose an installer file to upload."],
      [
        form({ name: "setup.zip", bytes: Buffer.concat([FILES.zip, Buffer.alloc(1024 * 1024)]) }),
        413,
        "installer_too_large",
        "The installer must be at most 1 MB.",
      ],
    ];
    for (const [body, status, code, message] of refusals) {
      const res = await upload(softwareId, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code, res.body).toBe(code);
      expect(res.json().message).toContain(message);
    }
    const json = await t.app.inject({
      method: "POST",
      url: `/api/admin/products/${softwareId}/installer`,
      headers: { cookie: admin },
      payload: { file: "setup.zip" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: "installer_upload_malformed",
      message: expect.stringMatching(/multipart\/form-data/),
    });

    expect(await downloadUrlOf(softwareId)).toBe(before);
    expect(storedFiles()).toEqual([]);
  });

  it("is refused for a product that is not delivered with a licence key, and for no product", async () => {
    const before = await downloadUrlOf(templateId);
    expect(before).toBe("/downloads/engagement-letter-pack.docx");
    const template = await upload(templateId, form({ name: "setup.zip", bytes: FILES.zip }));
    expect(template.statusCode).toBe(400);
    expect(template.json()).toEqual({
      message: "Only a product delivered with a licence key and installer takes an installer.",
      code: "installer_not_taken",
    });
    expect(await downloadUrlOf(templateId)).toBe(before);
    const missing = await upload(2_000_000_000, form({ name: "setup.zip", bytes: FILES.zip }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("product_not_found");
    expect(storedFiles()).toEqual([]);
  });

  it("takes every accepted type, checked by its bytes, and stores it under DATA_DIR by its SHA-256", async () => {
    for (const [name, bytes] of [
      ["Setup.msi", FILES.msi],
      ["Setup.exe", FILES.exe],
      ["Setup.dmg", FILES.dmg],
      ["Setup.pkg", FILES.pkg],
      ["Setup.tar", FILES.tar],
      ["Setup.tgz", FILES.tgz],
      ["Setup.tar.gz", FILES.tgz],
      ["Setup.zip", FILES.zip],
    ] as const) {
      const res = await upload(softwareId, form({ name, bytes }));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const { installer } = productInstallerSchema.parse(res.json());
      expect(installer).toMatchObject({ fileName: name, sha256: sha256(bytes), uploaded: true });
      const stored = path.join(dataDir, "installers", sha256(bytes), name);
      expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
    }
    expect(fs.readdirSync(path.join(dataDir, "installers", ".incoming"))).toEqual([]);
  });

  it("reaches buyers from then on, by the owner-only download route, with the checksum on the order; an earlier buyer keeps the file they bought", async () => {
    await t.database.db.execute(
      sql`UPDATE products SET download_url = '/downloads/kestrel-trial-balance-installer.zip' WHERE id = ${softwareId}`,
    );
    const earlier = await buyWithTestCard(t.app, customer, [softwareId]);

    const release = Buffer.concat([FILES.zip, Buffer.from("release 2026.1")]);
    const res = await upload(
      softwareId,
      form({ name: "Kestrel Trial Balance Setup (2026.1).zip", bytes: release }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { installer } = productInstallerSchema.parse(res.json());
    expect(installer!.fileName).toBe("Kestrel-Trial-Balance-Setup-2026.1.zip");
    expect(await downloadUrlOf(softwareId)).toBe(
      `/installers/${sha256(release)}/Kestrel-Trial-Balance-Setup-2026.1.zip`,
    );
    const publicProduct = await t.app.inject({ url: `/api/products/${softwareId}` });
    expect(publicProduct.json().downloadUrl).toBe(installer!.downloadUrl);

    const later = await buyWithTestCard(t.app, customer, [softwareId]);
    for (const [orderId, bytes, name] of [
      [later, release, "Kestrel-Trial-Balance-Setup-2026.1.zip"],
      [
        earlier,
        fs.readFileSync(path.join(DOWNLOADS_ROOT, "kestrel-trial-balance-installer.zip")),
        "kestrel-trial-balance-installer.zip",
      ],
    ] as const) {
      const order = orderSchema.parse(
        (
          await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: customer } })
        ).json(),
      );
      const [line] = order.items;
      expect(line!.file).toEqual({ name, size: bytes.length, sha256: sha256(bytes) });
      const file = await t.app.inject({
        url: `/api/orders/${orderId}/items/${line!.id}/download`,
        headers: { cookie: customer },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
      expect(sha256(file.rawPayload)).toBe(sha256(bytes));
    }

    // Nobody fetches the uploaded file by its URL.
    for (const url of [installer!.downloadUrl, `/.data${installer!.downloadUrl}`]) {
      const res = await t.app.inject({ url });
      expect(res.rawPayload.includes(Buffer.from("release 2026.1")), url).toBe(false);
    }
  });

  it("is only an admin's to see and upload", async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      expect(
        (await t.app.inject({ url: `/api/admin/products/${softwareId}/installer`, headers }))
          .statusCode,
      ).toBe(status);
      const body = form({ name: "setup.zip", bytes: FILES.zip });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/products/${softwareId}/installer`,
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(status);
    }
  });
});

describe("plainInstallerName", () => {
  it("keeps a name buyers can save, with its extension", () => {
    expect(plainInstallerName("Ledgerpoint Setup 2026.msi", ".msi")).toBe(
      "Ledgerpoint-Setup-2026.msi",
    );
    expect(plainInstallerName("C:\\Users\\me\\..\\setup.exe", ".exe")).toBe("setup.exe");
    expect(plainInstallerName("../../etc/passwd.tar.gz", ".tar.gz")).toBe("passwd.tar.gz");
    expect(plainInstallerName("ünïcode ✓.zip", ".zip")).toBe("n-code.zip");
    expect(plainInstallerName("...zip", ".zip")).toBe("installer.zip");
    expect(plainInstallerName(`${"a".repeat(300)}.zip`, ".zip")).toHaveLength(128);
  });
});

describe("a broken upload", () => {
  it("is a 400 that leaves nothing behind: garbage, a body cut off mid-file, a part with no name", async () => {
    const before = await downloadUrlOf(softwareId);
    const filesBefore = storedFiles();
    const boundary = "----cut";
    const cut = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="setup.zip"\r\n\r\n`,
      ),
      FILES.zip,
    ]);
    for (const [payload, type] of [
      [Buffer.from("not a form at all"), "multipart/form-data; boundary=x"],
      [Buffer.from("no boundary"), "multipart/form-data"],
      [cut, `multipart/form-data; boundary=${boundary}`],
      [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
        `multipart/form-data; boundary=${boundary}`,
      ],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/products/${softwareId}/installer`,
        headers: { "content-type": type, cookie: admin },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe("installer_upload_malformed");
    }
    expect(await downloadUrlOf(softwareId)).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
