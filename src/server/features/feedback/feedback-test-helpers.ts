import type { FastifyInstance } from "fastify";
import type { FeedbackSubmission } from "#shared/feedback/schema.ts";

let nextAddress = 1;

/** A fresh client address per call, so tests that are not about the rate limit never meet it. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** A valid submission as the form sends it, filled in over five seconds. */
export function validSubmission(overrides: Partial<Record<keyof FeedbackSubmission, unknown>> = {}) {
  return {
    user_name: "Ada Lovelace",
    user_number: "+44 20 7946 0958",
    user_email: "ada@example.com",
    message: "Hello! I would like to talk about a project.\nIt has two lines.",
    website: "",
    fill_ms: 5000,
    ...overrides,
  };
}

export function submit(app: FastifyInstance, body: unknown, remoteAddress = freshAddress()) {
  return app.inject({ method: "POST", url: "/api/feedback", payload: body as object, remoteAddress });
}

export async function storedMessages(app: FastifyInstance) {
  return app.db.selectFrom("feedback_message").selectAll().orderBy("created_at", "asc").execute();
}

export async function queuedMail(app: FastifyInstance) {
  return app.db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "asc").execute();
}
