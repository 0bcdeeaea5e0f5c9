import { endpoint } from "#shared/api/endpoint.ts";
import { onboardingSchema } from "./schema.ts";

/** "Make it yours" on the Overview (decision 151): how far the site is the owner's, and the sample's removal. */
export const onboardingEndpoints = {
  get: endpoint({ method: "GET", path: "/api/onboarding", response: onboardingSchema }),
  /** Hides every section still wholly the sample's and clears the sample's contact details and description. */
  clearSample: endpoint({ method: "POST", path: "/api/onboarding/clear-sample", response: onboardingSchema }),
};
