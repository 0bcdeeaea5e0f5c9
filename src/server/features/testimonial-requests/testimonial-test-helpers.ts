import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { freshAddress } from "#server/features/feedback/feedback-test-helpers.ts";
import { testimonialRequestEndpoints as api } from "#shared/testimonial-requests/endpoints.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";

/** A clock the tests move forward: the app's time is the real time plus `offsetMs`. */
export function movableClock() {
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

/** The owner's request through the API; answers the created request with its link. */
export async function createRequest(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: api.create.path,
    headers: { cookie },
    payload: { clientName: "Layla Haddad", message: "Thank you for the project!", ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json() as { id: string; link: string; state: string };
}

export const pathOf = (link: string) => new URL(link).pathname;

/** The form page's signed "served at" mark. */
export async function openForm(app: FastifyInstance, link: string) {
  const page = await app.inject({ method: "GET", url: pathOf(link) });
  const started = /name="started" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return { page, started };
}

/** A small real image, made by sharp. */
export const pngPhoto = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7bd5" } })
    .png()
    .toBuffer();

/** The form as a browser posts it: multipart, with the photo when given. */
export async function postForm(
  app: FastifyInstance,
  link: string,
  fields: Record<string, string>,
  photo?: { bytes: Buffer; name: string; type: string },
  remoteAddress = freshAddress(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append("photo", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const encoded = new Request("http://folio.test/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: pathOf(link),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
    remoteAddress,
  });
}

export const validFields = (started: string, overrides: Record<string, string> = {}) => ({
  name: "ليلى حداد",
  role: "مديرة المنتج",
  company: "شركة النخيل",
  text: "عمل رائع ودقيق، وتواصل واضح في كل مرحلة من مراحل المشروع.",
  rating: "5",
  website: "",
  started,
  ...overrides,
});

export const rows = {
  requests: (app: FastifyInstance) => app.db.selectFrom("testimonial_request").selectAll().execute(),
  submissions: (app: FastifyInstance) => app.db.selectFrom("testimonial_submission").selectAll().execute(),
  mail: (app: FastifyInstance) => app.db.selectFrom("mail_outbox").selectAll().execute(),
};

/**
 * A test app for one file's tests, with a mail peer and a movable clock, and the owner signed in;
 * its fields are set before the first test and closed after the last.
 */
export function useTestimonialApp() {
  const context = { clock: movableClock() } as {
    t: TestApp;
    cookie: string;
    sink: SmtpSink;
    clock: ReturnType<typeof movableClock>;
  };
  beforeAll(async () => {
    context.sink = await startSmtpSink();
    context.t = await buildTestApp(
      { SMTP_URL: context.sink.url, MAIL_FROM: "Folio <folio@folio.test>" },
      { clock: context.clock.now },
    );
    ({ cookie: context.cookie } = await signInAsOwner(context.t));
  });
  afterAll(async () => {
    await context.t.close();
    await context.sink.stop();
  });
  return context;
}
