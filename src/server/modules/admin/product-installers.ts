import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  productInstallerSchema,
  type ProductInstaller,
} from "../../../shared/contracts/product-installer.js";
import { deliveryOf } from "../../../shared/delivery.js";
import { formatFileSize } from "../../../shared/file-size.js";
import {
  INSTALLER_EXTENSIONS,
  INSTALLER_TYPES_IN_WORDS,
  installerExtensionOf,
  type InstallerExtension,
} from "../../../shared/installers.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { products as productsTable } from "../../db/schema.js";
import {
  downloadFoldersOf,
  FILE_NAME,
  isUploadedDownload,
  resolveDownload,
  uploadedUrlFor,
  type DownloadFolders,
} from "../../lib/downloads.js";
import { badRequest, HttpError, notFound } from "../../lib/http-error.js";
import { currentUser } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import type { ProductsCache } from "../products/index.js";
import { setProductDownload } from "./admin-products-repository.js";
import { contentMatches, HEAD_BYTES, TAIL_BYTES } from "./installer-content.js";

/** A plain file name buyers can save: other characters become "-", the extension is kept. */
export function plainInstallerName(original: string, extension: InstallerExtension): string {
  const base = path.basename(original.replaceAll("\\", "/"));
  const stem = base
    .slice(0, base.length - extension.length)
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+|[-.]+$/g, "")
    .slice(0, 128 - extension.length);
  const name = `${stem || "installer"}${extension}`;
  return FILE_NAME.test(name) ? name : `installer${extension}`;
}

interface Received {
  file: string;
  size: number;
  sha256: string;
  head: Buffer;
  truncated: boolean;
}

/** Streams the upload to `file`, hashing it and keeping its first bytes for the content check. */
async function receive(stream: NodeJS.ReadableStream & { truncated?: boolean }, file: string) {
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(chunk);
        headSize += chunk.length;
      }
      done(null, chunk);
    },
  });
  const out = createWriteStream(file, { flags: "wx" });
  try {
    await pipeline(stream, tap, out);
  } catch (error) {
    // A write stream destroyed before its file is open still opens (creates) it, then closes it:
    // wait for that, so the caller's clean-up finds the file to remove ("a body cut off
    // mid-file" had left one behind).
    if (!out.closed) await once(out, "close");
    throw error;
  }
  return {
    file,
    size,
    sha256: hash.digest("hex"),
    head: Buffer.concat(head).subarray(0, HEAD_BYTES),
    truncated: stream.truncated === true,
  } satisfies Received;
}

async function tailOf(file: string, size: number): Promise<Buffer> {
  const length = Math.min(TAIL_BYTES, size);
  const handle = await fs.open(file, "r");
  try {
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
    return buffer;
  } finally {
    await handle.close();
  }
}

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The installer must be at most ${formatFileSize(maxBytes)}.`,
    "installer_too_large",
  );

/**
 * What a failed upload tells the admin: our own refusals and the body's limits as they are, a
 * form the parser could not read as a 400; a disk failure stays a 500.
 */
function uploadFailure(error: unknown, maxBytes: number): unknown {
  const { code, statusCode, syscall } = error as {
    code?: string;
    statusCode?: number;
    syscall?: string;
  };
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(maxBytes);
  if (error instanceof HttpError || syscall) return error;
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return badRequest(
    "The upload is not a complete multipart/form-data body.",
    "installer_upload_malformed",
  );
}

/**
 * Takes one uploaded installer and stores it as DATA_DIR/installers/<sha256>/<name> (decision
 * 0195), or refuses it and leaves nothing behind: too large (413), empty, a name that is not an
 * installer's, or bytes that are not what the name says (400).
 */
async function storeInstaller(
  request: FastifyRequest,
  uploadedRoot: string,
  maxBytes: number,
): Promise<{ url: string; sha256: string; size: number }> {
  if (!request.isMultipart())
    throw badRequest(
      "Send the installer as multipart/form-data, in a field named file.",
      "installer_upload_malformed",
    );
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch((error) => {
    throw uploadFailure(error, maxBytes);
  });
  if (!part) throw badRequest("Choose an installer file to upload.", "installer_upload_malformed");
  const extension = installerExtensionOf(part.filename);
  if (!extension) {
    part.file.resume();
    throw badRequest(
      `An installer must be a ${INSTALLER_TYPES_IN_WORDS} file.`,
      "installer_type_refused",
    );
  }
  const incoming = path.join(uploadedRoot, ".incoming");
  await fs.mkdir(incoming, { recursive: true });
  const partial = path.join(incoming, randomUUID());
  try {
    const received = await receive(part.file, partial);
    if (received.truncated) throw tooLarge(maxBytes);
    if (received.size === 0) throw badRequest("The installer file is empty.", "installer_empty");
    const tail = await tailOf(partial, received.size);
    if (!contentMatches(extension, received.head, tail))
      throw badRequest(
        `The file's content is not a ${extension} file: the bytes decide, not the name. An installer must be a ${INSTALLER_TYPES_IN_WORDS} file.`,
        "installer_content_mismatch",
      );
    const name = plainInstallerName(part.filename, extension);
    const folder = path.join(uploadedRoot, received.sha256);
    await fs.mkdir(folder, { recursive: true });
    // Renamed into place: a download never sees half a file, and the same bytes under the same
    // name are one file.
    await fs.rename(partial, path.join(folder, name));
    return {
      url: uploadedUrlFor(received.sha256, name),
      sha256: received.sha256,
      size: received.size,
    };
  } catch (error) {
    throw uploadFailure(error, maxBytes);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * GET and POST /api/admin/products/{id}/installer (decision 0195): what a licence-key product
 * delivers, with its SHA-256, and the upload that replaces it. Registered inside adminRoutes,
 * behind its guard; multipart bodies are read only here.
 */
export async function productInstallerRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; products: ProductsCache },
) {
  const { db, config } = opts;
  const folders: DownloadFolders = downloadFoldersOf(config.dataDir);
  const maxBytes = config.installerMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const findProduct = async (id: number) => {
    const [product] = await db
      .select({
        id: productsTable.id,
        category: productsTable.category,
        facts: productsTable.facts,
        downloadUrl: productsTable.downloadUrl,
      })
      .from(productsTable)
      .where(eq(productsTable.id, id));
    if (!product) throw notFound("Product not found", "product_not_found");
    return product;
  };
  const describe = async (downloadUrl: string | null): Promise<ProductInstaller> => {
    const file = await resolveDownload(downloadUrl, folders);
    return {
      installer:
        file && downloadUrl
          ? {
              fileName: file.fileName,
              size: file.size,
              sha256: file.sha256,
              downloadUrl,
              uploaded: isUploadedDownload(downloadUrl),
            }
          : null,
      maxBytes,
      accepts: [...INSTALLER_EXTENSIONS],
    };
  };

  const answers = {
    200: productInstallerSchema,
    ...errorResponses(400, 401, 403, 404),
  };

  r.get(
    "/api/admin/products/:id/installer",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The installer a licence-key product delivers (file name, size, SHA-256) and what an upload may be (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        response: answers,
      },
    },
    async (request) => describe((await findProduct(request.params.id)).downloadUrl),
  );

  r.post(
    "/api/admin/products/:id/installer",
    {
      schema: {
        tags: ["admin"],
        summary: `Upload a licence-key product's installer (multipart/form-data, one file: ${INSTALLER_TYPES_IN_WORDS}, checked by its content, at most ${formatFileSize(maxBytes)}); buyers from then on download it (admins only)`,
        security: SESSION_SECURITY,
        consumes: ["multipart/form-data"],
        params: idParamsSchema,
        response: { ...answers, 413: errorSchema },
      },
    },
    async (request) => {
      const product = await findProduct(request.params.id);
      if (deliveryOf(product) !== "licence_key_installer")
        throw badRequest(
          "Only a product delivered with a licence key and installer takes an installer.",
          "installer_not_taken",
        );
      const stored = await storeInstaller(request, folders.uploaded!, maxBytes);
      await setProductDownload(db, product.id, stored.url);
      opts.products.invalidate();
      await app.changes.sync();
      request.log.info(
        {
          productId: product.id,
          sha256: stored.sha256,
          bytes: stored.size,
          adminId: currentUser(request).id,
        },
        "installer stored",
      );
      return describe(stored.url);
    },
  );
}
