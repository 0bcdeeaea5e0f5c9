import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import {
  acceptInvitationSchema,
  accountEmailSchema,
  accountNameSchema,
  accountSchema,
  activityPageSchema,
  activityQuerySchema,
  confirmEmailSchema,
  idParams,
  invitationCheckSchema,
  invitationSchema,
  inviteSchema,
  roleChangeSchema,
  securitySettingsSchema,
  sessionSchema,
  userSummarySchema,
  usersListSchema,
} from "./schema.ts";

const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["owner", "editor"]),
});

/** The Users tab (owner only) and the invitation screen (public, with the link's token). */
export const usersEndpoints = {
  list: endpoint({ method: "GET", path: "/api/users", response: usersListSchema }),
  invite: endpoint({
    method: "POST",
    path: "/api/users/invitations",
    body: inviteSchema,
    response: invitationSchema,
    status: 201,
  }),
  resendInvitation: endpoint({
    method: "POST",
    path: "/api/users/invitations/:id/resend",
    params: idParams,
    body: z.object({}),
    response: invitationSchema,
  }),
  revokeInvitation: endpoint({
    method: "DELETE",
    path: "/api/users/invitations/:id",
    params: idParams,
    response: null,
    status: 204,
  }),
  changeRole: endpoint({
    method: "PATCH",
    path: "/api/users/:id",
    params: idParams,
    body: roleChangeSchema,
    response: userSummarySchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/users/:id",
    params: idParams,
    response: null,
    status: 204,
  }),
  endSessions: endpoint({
    method: "DELETE",
    path: "/api/users/:id/sessions",
    params: idParams,
    response: null,
    status: 204,
  }),
  activity: endpoint({
    method: "GET",
    path: "/api/users/:id/activity",
    params: idParams,
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
  securityEvents: endpoint({
    method: "GET",
    path: "/api/users/security-events",
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
  saveSecurity: endpoint({
    method: "PUT",
    path: "/api/users/security",
    body: securitySettingsSchema,
    response: securitySettingsSchema,
  }),
  checkInvitation: endpoint({
    method: "GET",
    path: "/api/invitations",
    query: z.object({ token: z.string().max(200).default("") }),
    response: invitationCheckSchema,
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: "/api/invitations",
    body: acceptInvitationSchema,
    response: z.object({ user: sessionUser }),
    status: 201,
  }),
};

/** The signed-in user's own account (any role). */
export const accountEndpoints = {
  get: endpoint({ method: "GET", path: "/api/account", response: accountSchema }),
  rename: endpoint({
    method: "PATCH",
    path: "/api/account",
    body: accountNameSchema,
    response: accountSchema,
  }),
  changeEmail: endpoint({
    method: "POST",
    path: "/api/account/email",
    body: accountEmailSchema,
    response: z.object({ status: z.literal(true), message: z.string() }),
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/account-email/confirm",
    body: confirmEmailSchema,
    response: z.object({ email: z.string() }),
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/account/sessions",
    response: z.object({ items: z.array(sessionSchema) }),
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/api/account/sessions/:id",
    params: idParams,
    response: null,
    status: 204,
  }),
  endOtherSessions: endpoint({
    method: "DELETE",
    path: "/api/account/sessions",
    response: null,
    status: 204,
  }),
  securityEvents: endpoint({
    method: "GET",
    path: "/api/account/security-events",
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
};
