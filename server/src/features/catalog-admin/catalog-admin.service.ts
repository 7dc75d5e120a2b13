// Catalog management: an uploaded catalog file is validated row by row (a file with a bad row is
// refused whole, each bad line named), then applied in the background a chunk at a time, its progress
// kept in its row for the client to poll; the search index is refreshed when it is done. Hiding an
// entry takes it out of search and recommendations until it is unhidden. Each is in the audit log.
import { createHash } from "node:crypto";
import {
  CATALOG_ADMIN_TEXTS,
  CATALOG_UPLOAD_ERRORS_SHOWN,
  CATALOG_UPLOAD_MAX_ROWS,
  type CatalogHiddenState,
  type CatalogUploadDto,
  type CatalogUploadInput,
  type HiddenCatalogEntryDto,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { notFound, validationFailed } from "../../http/errors.ts";
import { LeaseLost, leaseRenewal, newJobOwner, type JobOwner } from "../../lib/leases.ts";
import type { Logger } from "../../lib/logger.ts";
import { recordAdminAction } from "../admin/index.ts";
import { parseImportFile, upsertRows, type BundledRow, type CatalogService } from "../catalog/index.ts";
import {
  createUpload,
  finishUpload,
  findUpload,
  hiddenEntries,
  hideEntry,
  hideState,
  inTransaction,
  recentUploads,
  renewUploadLeases,
  setUploadProgress,
  unhideEntry,
} from "./catalog-admin.queries.ts";
import { isUuid } from "../../lib/uuid.ts";

interface Admin {
  id: string;
}

/** Rows written per statement batch, and so per progress step. */
export const UPLOAD_CHUNK = 500;
const LIST_MAX = 100;

export interface CatalogAdminService {
  /** Validates the file and starts applying it; answers the upload (status running). */
  upload(admin: Admin, input: CatalogUploadInput): Promise<CatalogUploadDto>;
  uploadStatus(id: string): Promise<CatalogUploadDto>;
  recentUploads(): Promise<CatalogUploadDto[]>;
  setHidden(admin: Admin, id: number, hidden: boolean): Promise<CatalogHiddenState>;
  hidden(): Promise<HiddenCatalogEntryDto[]>;
}

interface CatalogAdminDeps {
  prisma: Db;
  /** The pool without request timeouts: applying a large file may take a while. */
  bulk?: Db;
  catalog: Pick<CatalogService, "refresh">;
  logger?: Logger;
  now?: () => Date;
  /** This process as the owner of the uploads it applies (ADR 025); each app is a process of its own by default. */
  owner?: JobOwner;
}

/** The file's rows, or a 400 naming each bad line (the first CATALOG_UPLOAD_ERRORS_SHOWN, then a count). */
function readFile(input: CatalogUploadInput): BundledRow[] {
  const kind = /\.csv$/i.test(input.fileName) ? "csv" : "jsonl";
  const { rows, errors } = parseImportFile(input.content, kind);
  if (errors.length > 0) {
    const shown = errors.slice(0, CATALOG_UPLOAD_ERRORS_SHOWN).map((e) => ({ path: "content", message: e.replace(/^line/, "Line") }));
    const more = errors.length - shown.length;
    if (more > 0) shown.push({ path: "content", message: `… and ${more} more bad ${more === 1 ? "row" : "rows"}` });
    throw validationFailed(shown, CATALOG_ADMIN_TEXTS.badRows);
  }
  if (rows.length === 0) throw validationFailed([{ path: "content", message: CATALOG_ADMIN_TEXTS.empty }]);
  // One row per source id (the first wins), so the total is what is applied.
  const seen = new Set<string>();
  const unique = rows.filter((r) => !seen.has(r.sourceId) && Boolean(seen.add(r.sourceId)));
  if (unique.length > CATALOG_UPLOAD_MAX_ROWS) throw validationFailed([{ path: "content", message: CATALOG_ADMIN_TEXTS.tooManyRows }]);
  return unique;
}

export function createCatalogAdminService(deps: CatalogAdminDeps): CatalogAdminService {
  const { prisma, catalog } = deps;
  const bulk = deps.bulk ?? prisma;
  const now = deps.now ?? (() => new Date());
  const owner = deps.owner ?? newJobOwner();
  const leases = leaseRenewal(
    () => renewUploadLeases(prisma, owner),
    owner.lease,
    (err) => deps.logger?.error({ err }, "catalog upload: could not renew the lease"),
  );

  async function apply(id: string, rows: BundledRow[], version: string): Promise<void> {
    let written = 0;
    const release = leases.hold();
    try {
      for (let i = 0; i < rows.length; i += UPLOAD_CHUNK) {
        written += await upsertRows(bulk, rows.slice(i, i + UPLOAD_CHUNK), version, undefined, "upload");
        // Also the lease's renewal: a process that lost it (another recovered the upload) stops here.
        await setUploadProgress(prisma, id, Math.min(i + UPLOAD_CHUNK, rows.length), written, owner);
      }
      await catalog.refresh();
      await finishUpload(prisma, id, { status: "done" }, now(), owner);
    } catch (err) {
      if (err instanceof LeaseLost) {
        deps.logger?.warn({ upload: id }, "catalog upload: recovered by another process, stopped here");
        return;
      }
      deps.logger?.error({ err, upload: id }, "catalog upload failed");
      const error = `The catalog could not be updated after ${written} written rows. Please try again.`;
      await finishUpload(prisma, id, { status: "failed", error }, now(), owner).catch((e: unknown) =>
        deps.logger?.error({ err: e }, "catalog upload: could not record the failure"),
      );
    } finally {
      release();
    }
  }

  return {
    async upload(admin, input) {
      const rows = readFile(input);
      // The same file as `npm run catalog:import` gives the same version: applying it again writes nothing.
      const version = `import-${createHash("sha256").update(input.content).digest("hex").slice(0, 12)}`;
      const job = await inTransaction(prisma, async (tx) => {
        const created = await createUpload(tx, admin.id, input.fileName, rows.length, owner);
        await recordAdminAction(tx, {
          actorId: admin.id,
          action: "catalog.upload",
          targetType: "catalogUpload",
          targetId: created.id,
          targetLabel: input.fileName,
          details: { rows: rows.length },
        });
        return created;
      });
      // Applied in the background (it never rejects: a failure is written to the upload's row).
      void apply(job.id, rows, version);
      return job;
    },

    async uploadStatus(id) {
      const found = isUuid(id) ? await findUpload(prisma, id.toLowerCase()) : null;
      if (!found) throw notFound({ message: CATALOG_ADMIN_TEXTS.uploadNotFound });
      return found;
    },

    recentUploads: () => recentUploads(prisma, 10),

    async setHidden(admin, id, hide) {
      const state = await inTransaction(prisma, async (tx) => {
        const game = await hideState(tx, id);
        if (!game) throw notFound({ message: CATALOG_ADMIN_TEXTS.gameNotFound });
        const label = { targetType: "catalogGame", targetId: String(id), targetLabel: game.title };
        const shown = { id: game.id, slug: game.slug, title: game.title };
        if (hide && !game.adminHide) {
          await hideEntry(tx, id, game.hidden, admin.id);
          await recordAdminAction(tx, { actorId: admin.id, action: "catalog.hide", ...label });
          return { ...shown, hidden: true, hiddenByAdmin: true };
        }
        if (!hide && game.adminHide) {
          await unhideEntry(tx, id, game.adminHide.wasHidden);
          await recordAdminAction(tx, { actorId: admin.id, action: "catalog.unhide", ...label });
          return { ...shown, hidden: game.adminHide.wasHidden, hiddenByAdmin: false };
        }
        // Already as asked: nothing changes and nothing is logged.
        return { ...shown, hidden: game.hidden, hiddenByAdmin: game.adminHide !== null };
      });
      // Search answers from its index: bring it up to date before answering.
      await catalog.refresh();
      return state;
    },

    hidden: () => hiddenEntries(prisma, LIST_MAX),
  };
}
