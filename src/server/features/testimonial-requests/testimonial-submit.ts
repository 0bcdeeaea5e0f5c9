import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import type { OwnerService } from "#server/features/auth/owner.service.ts";
import { findMailContext } from "#server/features/feedback/mail-context.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { isTokenShaped, type TestimonialRequestState } from "#shared/testimonial-requests/rules.ts";
import type { TestimonialRequest } from "#shared/testimonial-requests/schema.ts";
import {
  checkTestimonialForm,
  type FieldErrors,
  type TestimonialForm,
  testimonialSpam,
} from "./testimonial-check.ts";
import { submissionNotice } from "./testimonial-mail.ts";
import { toRequest } from "./testimonial-presenters.ts";
import * as repo from "./testimonial-requests.repository.ts";
import type { FormClock } from "./testimonial-token.ts";
import { hashToken } from "./testimonial-token.ts";

export interface SubmitDeps {
  db: Kysely<DB>;
  clock: Clock;
  owners: Pick<OwnerService, "findOwner">;
  siteConfig: Pick<SiteConfigService, "get">;
  media: Pick<MediaService, "discard">;
  publicUrl: string;
  /** Signs the form's "served at" mark (the fill-time check of a page without script). */
  formClock: FormClock;
  log: { warn(details: object, message: string): void };
}

/** What the client's link leads to: its form, or why not. */
export type LinkState = TestimonialRequestState | "unknown";

export type SubmitResult =
  | { kind: "thanks" }
  | { kind: "closed"; state: Exclude<LinkState, "open"> }
  | { kind: "invalid"; errors: FieldErrors };

/** The client's side: opening a link, and a testimonial sent through it. */
export function createTestimonialSubmit({
  db,
  clock,
  owners,
  siteConfig,
  media,
  publicUrl,
  formClock,
  log,
}: SubmitDeps) {
  async function open(token: string): Promise<{ state: LinkState; request?: TestimonialRequest }> {
    if (!isTokenShaped(token)) return { state: "unknown" };
    const row = await repo.findRequestByHash(db, hashToken(token));
    if (!row) return { state: "unknown" };
    const request = toRequest(row, clock());
    return { state: request.state, request };
  }

  const discard = async (photo: string | undefined) => {
    if (photo) await media.discard([photo]);
  };

  return {
    /** Where the link stands, and its request when it is Folio's. */
    open,

    /** The mark the form carries: when it was served, signed for this link. */
    formStamp: (token: string) => formClock.stamp(hashToken(token), clock()),

    /**
     * A testimonial sent through the link at `token`, with its photo already in the media library (or
     * the photo's refusal). Stored pending with the owner's notice in ONE transaction; a single-use
     * link is claimed in it, so two sends at once store one. Anything refused leaves no photo behind.
     * Spam is answered as a real send is (a bot learns nothing), stored nowhere, the link left open.
     */
    async submit(
      token: string,
      form: TestimonialForm,
      photo: { url?: string; error?: FieldErrors["photo"] },
    ): Promise<SubmitResult> {
      const { state, request } = await open(token);
      if (state !== "open" || !request) {
        await discard(photo.url);
        return { kind: "closed", state: state === "open" ? "unknown" : state };
      }
      const { values, errors } = checkTestimonialForm(form);
      if (photo.error) errors.photo = photo.error;
      if (Object.keys(errors).length > 0) {
        await discard(photo.url);
        return { kind: "invalid", errors };
      }
      const now = clock();
      const spam = testimonialSpam(form, formClock.elapsedMs(hashToken(token), form.started, now));
      if (spam) {
        log.warn({ request: request.id, reason: spam }, "a testimonial was taken for spam and not stored");
        await discard(photo.url);
        return { kind: "thanks" };
      }
      const context = await findMailContext(siteConfig, owners, publicUrl);
      const stored = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimRequest(trx, request.id, now.toISOString(), request.singleUse))) return false;
        const testimonial = { ...values, photo: photo.url ?? "" };
        await repo.insertSubmission(trx, {
          id: randomUUID(),
          request_id: request.id,
          ...testimonial,
          status: "pending",
          created_at: now.toISOString(),
          decided_at: null,
        });
        const { ownerAddress } = context;
        if (ownerAddress)
          await enqueueMail(
            trx,
            submissionNotice(testimonial, request.clientName, { ...context, ownerAddress }),
          );
        else log.warn({ request: request.id }, "no owner address to notify of a new testimonial");
        return true;
      });
      if (!stored) {
        await discard(photo.url);
        return { kind: "closed", state: "used" };
      }
      return { kind: "thanks" };
    },
  };
}
