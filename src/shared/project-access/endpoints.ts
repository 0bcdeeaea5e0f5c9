import { endpoint } from "#shared/api/endpoint.ts";
import {
  createdShareLinkSchema,
  projectAccessStateSchema,
  projectIdParamsSchema,
  projectPasswordSchema,
  shareLinkCreateSchema,
  shareLinkListSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
} from "./schema.ts";

/**
 * The owner's side of protected projects (decision 158): the page's password (set, replaced, removed;
 * never shown back) and its share links (made for a recipient, the link shown once; listed with when
 * each was last opened; revoked). The visitor's side is the project's page itself.
 */
export const projectAccessEndpoints = {
  state: endpoint({
    method: "GET",
    path: "/api/projects/:id/access",
    params: projectIdParamsSchema,
    response: projectAccessStateSchema,
  }),
  setPassword: endpoint({
    method: "PUT",
    path: "/api/projects/:id/password",
    params: projectIdParamsSchema,
    body: projectPasswordSchema,
    response: projectAccessStateSchema,
  }),
  listLinks: endpoint({
    method: "GET",
    path: "/api/projects/:id/share-links",
    params: projectIdParamsSchema,
    response: shareLinkListSchema,
  }),
  createLink: endpoint({
    method: "POST",
    path: "/api/projects/:id/share-links",
    params: projectIdParamsSchema,
    body: shareLinkCreateSchema,
    response: createdShareLinkSchema,
    status: 201,
  }),
  revokeLink: endpoint({
    method: "POST",
    path: "/api/projects/:id/share-links/:linkId/revoke",
    params: shareLinkParamsSchema,
    response: shareLinkSchema,
  }),
};
