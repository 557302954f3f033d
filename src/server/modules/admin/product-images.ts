import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRODUCT_IMAGE_MAX_BYTES } from "../../../shared/constants.js";
import { errorResponses } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import { badRequest, notFound } from "../../lib/http-error.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";

export { PRODUCT_IMAGE_MAX_BYTES };

/** Where uploaded images are served from (a site path, so imageUrl accepts it). */
export const PRODUCT_IMAGE_PATH = "/product-images";

const TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
type Extension = keyof typeof TYPES;

/** The file's real type from its first bytes; what the browser claimed does not decide. */
export function sniffImage(bytes: Buffer): Extension | undefined {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (
    bytes
      .subarray(0, 6)
      .toString("latin1")
      .match(/^GIF8[79]a$/)
  )
    return "gif";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return undefined;
}

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

const folderOf = (config: Config) => path.join(config.dataDir, "product-images");

/** Stores the image under the data folder, named by its content: the same picture is one file. */
export async function storeProductImage(config: Config, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest("The image is empty.", "image_invalid");
  const extension = sniffImage(bytes);
  if (!extension)
    throw badRequest("The image must be a PNG, JPEG, WebP or GIF file.", "image_invalid");
  const name = `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
  const folder = folderOf(config);
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, name);
  // Written aside and renamed: a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, target);
  return `${PRODUCT_IMAGE_PATH}/${name}`;
}

/** POST /api/admin/product-images: registered inside adminRoutes, behind its guard. */
export async function productImageUploadRoutes(app: FastifyInstance, opts: { config: Config }) {
  // The body is the file itself; its declared type must be an image, and its bytes decide which.
  app.addContentTypeParser(
    Object.values(TYPES),
    { parseAs: "buffer", bodyLimit: PRODUCT_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/admin/product-images",
    {
      bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
      schema: {
        tags: ["admin"],
        summary: `Upload a product image (PNG, JPEG, WebP or GIF, at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB; the body is the file) and get its URL (admins only)`,
        security: SESSION_SECURITY,
        response: {
          201: z.object({ url: z.string() }),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        throw badRequest("Send the image file as the request body.");
      const url = await storeProductImage(opts.config, request.body);
      request.log.info({ url, bytes: request.body.length }, "product image stored");
      return reply.code(201).send({ url });
    },
  );
}

/** GET /product-images/{file}: public, and never anything but the image it was stored as. */
export async function productImageServeRoutes(app: FastifyInstance, opts: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${PRODUCT_IMAGE_PATH}/:file`,
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      if (!match) throw notFound("No such image.", "image_not_found");
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(folderOf(opts.config), request.params.file));
      } catch {
        throw notFound("No such image.", "image_not_found");
      }
      return reply
        .header("content-type", TYPES[match[2] as Extension])
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    },
  );
}
