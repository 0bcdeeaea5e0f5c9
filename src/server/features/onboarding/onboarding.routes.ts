import type { FastifyInstance } from "fastify";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { onboardingEndpoints as api } from "#shared/onboarding/endpoints.ts";

/** "Make it yours" (decision 151): its steps for editors, the sample's removal for the owner. */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const onboarding = app.services.onboarding;
  route(app, api.get, { access: "editor" }, () => onboarding.get());
  route(
    app,
    api.clearSample,
    {
      access: "owner",
      effects: {
        audit: { area: "sections", summary: () => "Removed the sample content" },
        changesPage: true,
      },
    },
    async (request) => onboarding.clearSample(savedBy(request)),
  );
}
