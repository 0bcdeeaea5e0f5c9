import { z } from "zod";

/**
 * The steps of "Make it yours" (issue 38, point 7; decision 151), in the order the Overview shows them.
 * The language comes before the imports: a résumé's dates are written in the site's language when imported.
 */
export const onboardingSteps = ["name", "look", "photo", "projects", "resume", "sample"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const onboardingSchema = z.object({
  steps: z.array(z.object({ id: z.enum(onboardingSteps), done: z.boolean() })),
  /** What still shows the sample developer's words: sections (wholly the sample's) and settings. */
  sample: z.object({
    /** A section wholly the sample's (`whole`), or the fields of one the owner began that still are. */
    sections: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        whole: z.boolean(),
        fields: z.array(z.string()),
        /** A wholly-sample hero the removal rewrites in the owner's name and role rather than hides. */
        rewritten: z.boolean(),
      }),
    ),
    contact: z.boolean(),
    description: z.boolean(),
  }),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
