import { endpoint } from "#shared/api/endpoint.ts";
import {
  postCreateSchema,
  postIdParamsSchema,
  postListSchema,
  postSchema,
  postUpdateSchema,
} from "./schema.ts";

/**
 * The owner's side of posts (decision 159): every post, drafts included, newest first; one post;
 * create, change (publishing and unpublishing are a change of `status`), delete. Visitors read posts
 * on the server-rendered pages under `/writing`, not through this API.
 */
export const postEndpoints = {
  list: endpoint({ method: "GET", path: "/api/posts", response: postListSchema }),
  get: endpoint({ method: "GET", path: "/api/posts/:id", params: postIdParamsSchema, response: postSchema }),
  create: endpoint({
    method: "POST",
    path: "/api/posts",
    body: postCreateSchema,
    response: postSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/posts/:id",
    params: postIdParamsSchema,
    body: postUpdateSchema,
    response: postSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/posts/:id",
    params: postIdParamsSchema,
    response: null,
    status: 204,
  }),
};
