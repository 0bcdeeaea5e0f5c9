import { z } from "zod";
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, simpleEmailPattern } from "./rules.ts";

export * from "./rules.ts";

export const ownerSetupSchema = z.object({
  token: z.string().min(1, authMessages.invalidResetLink).max(200),
  name: z.string().trim().min(1, authMessages.nameRequired).max(100, "Name must be at most 100 characters"),
  email: z.string().trim().toLowerCase().regex(simpleEmailPattern, authMessages.emailInvalid).max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type OwnerSetupInput = z.infer<typeof ownerSetupSchema>;
