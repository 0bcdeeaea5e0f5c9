import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict, invalid, notFound } from "#server/errors.ts";
import type { OwnerService } from "#server/features/auth/owner.service.ts";
import { findMailContext } from "#server/features/feedback/mail-context.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { testimonialPagePath, testimonialRequestLimits } from "#shared/testimonial-requests/rules.ts";
import type {
  CreatedRequest,
  RequestCreate,
  SubmissionEdit,
  TestimonialRequest,
  TestimonialSubmission,
} from "#shared/testimonial-requests/schema.ts";
import { requestCreateSchema, submissionEditSchema } from "#shared/testimonial-requests/schema.ts";
import { type ApproveDeps, appendToTestimonials } from "./testimonial-approve.ts";
import { requestMail } from "./testimonial-mail.ts";
import { toRequest, toSubmission } from "./testimonial-presenters.ts";
import * as repo from "./testimonial-requests.repository.ts";
import { createTestimonialSubmit, type SubmitDeps } from "./testimonial-submit.ts";
import { hashToken, newToken, tokenOfLink } from "./testimonial-token.ts";

export interface TestimonialRequestsServiceDeps extends ApproveDeps, Omit<SubmitDeps, "db" | "clock"> {
  db: Kysely<DB>;
  clock: Clock;
  owners: Pick<OwnerService, "findOwner">;
  siteConfig: Pick<SiteConfigService, "get">;
  media: Pick<MediaService, "upload" | "discard">;
  publicUrl: string;
}

export type TestimonialRequestsService = ReturnType<typeof createTestimonialRequestsService>;

const requestNotFound = () => notFound("Testimonial request not found.");
const submissionNotFound = () => notFound("Testimonial not found.");

/**
 * Testimonial requests (issue 42, decision 157): the owner's links (kept hashed), the client's
 * submissions, pending until the owner approves one into the Testimonials section or rejects it.
 */
export function createTestimonialRequestsService(deps: TestimonialRequestsServiceDeps) {
  const { db, clock, owners, siteConfig, media, publicUrl } = deps;

  async function pendingSubmission(id: string): Promise<repo.SubmissionRow> {
    const row = await repo.findSubmission(db, id);
    if (!row) throw submissionNotFound();
    if (row.status !== "pending") throw conflict(`This testimonial was already ${row.status}.`);
    return row;
  }

  return {
    /** A new request; its link is in this answer alone (the token is stored as its hash). */
    async create(input: RequestCreate): Promise<CreatedRequest> {
      const parsed = requestCreateSchema.parse(input);
      const now = clock();
      const token = newToken();
      const row = {
        id: randomUUID(),
        client_name: parsed.clientName,
        message: parsed.message,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + parsed.expiresInDays * 86_400_000).toISOString(),
        single_use: parsed.singleUse ? 1 : 0,
        created_at: now.toISOString(),
        revoked_at: null,
        used_at: null,
      };
      await repo.insertRequest(db, row);
      return { ...toRequest(row, now), link: `${publicUrl}${testimonialPagePath(token)}` };
    },

    /** Every request, newest first; links closed longer than the kept days ago leave the list for good. */
    async list(): Promise<TestimonialRequest[]> {
      const now = clock();
      const keptFrom = now.getTime() - testimonialRequestLimits.closedKeptDays * 86_400_000;
      await repo.purgeClosedRequests(db, new Date(keptFrom).toISOString());
      return (await repo.listRequests(db)).map((row) => toRequest(row, now));
    },

    async revoke(id: string): Promise<TestimonialRequest> {
      const row = await repo.findRequest(db, id);
      if (!row) throw requestNotFound();
      await repo.markRevoked(db, id, clock().toISOString());
      const now = clock();
      return toRequest((await repo.findRequest(db, id)) ?? row, now);
    },

    /** E-mails the link (given again: only its hash is kept, and it must be this request's). */
    async send(id: string, { email, link }: { email: string; link: string }): Promise<TestimonialRequest> {
      const row = await repo.findRequest(db, id);
      if (!row) throw requestNotFound();
      const token = tokenOfLink(link);
      if (!token || hashToken(token) !== row.token_hash || !link.startsWith(publicUrl))
        throw invalid("This is not the link of this request", {
          link: "This is not the link of this request",
        });
      const request = toRequest(row, clock());
      if (request.state !== "open") throw conflict(`This request is ${request.state}: make a new one.`);
      const context = await findMailContext(siteConfig, owners, publicUrl);
      await enqueueMail(db, requestMail(request, link, email, context));
      return request;
    },

    /** The submissions waiting for the owner, oldest first. */
    pending: async (): Promise<TestimonialSubmission[]> =>
      (await repo.listSubmissions(db, "pending")).map(toSubmission),

    async edit(id: string, input: SubmissionEdit): Promise<TestimonialSubmission> {
      const { removePhoto, ...values } = submissionEditSchema.parse(input);
      const row = await pendingSubmission(id);
      await repo.updateSubmission(db, id, { ...values, ...(removePhoto ? { photo: "" } : {}) });
      if (removePhoto && row.photo) await media.discard([row.photo]);
      return toSubmission((await repo.findSubmission(db, id)) ?? row);
    },

    /** Adds it to the Testimonials section (a saved version, like any owner save) at `position`. */
    async approve(id: string, position: number | undefined, by?: SavedBy): Promise<TestimonialSubmission> {
      const row = await pendingSubmission(id);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.decideSubmission(trx, id, "approved", clock().toISOString())))
          throw conflict("This testimonial was decided meanwhile.");
        await appendToTestimonials(deps, trx, row, position, by);
      });
      return toSubmission((await repo.findSubmission(db, id)) ?? row);
    },

    /** Rejected: never published, and its photo leaves the media library. */
    async reject(id: string): Promise<TestimonialSubmission> {
      const row = await pendingSubmission(id);
      if (!(await repo.decideSubmission(db, id, "rejected", clock().toISOString())))
        throw conflict("This testimonial was decided meanwhile.");
      if (row.photo) await media.discard([row.photo]);
      return toSubmission((await repo.findSubmission(db, id)) ?? row);
    },

    ...createTestimonialSubmit({ ...deps, db, clock }),
  };
}
