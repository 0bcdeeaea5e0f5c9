import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import {
  postSlugTables,
  projectSlugTables,
  rememberSlug,
  slugOwners,
  slugsLike,
} from "./slug-history.repository.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe(`slug history of projects and posts on ${testDialect}`, () => {
  it("keeps each kind's slugs apart and escapes LIKE's wildcards", async () => {
    const post = (
      await t.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { cookie },
        payload: { title: "a_b 100%" },
      })
    ).json();
    const db = t.testDatabase.database.db;
    await rememberSlug(db, postSlugTables, post.id, "old-post", post.slug, "2026-01-01T00:00:00.000Z");
    expect(await slugOwners(db, postSlugTables, ["old-post", post.slug])).toEqual(
      new Map([
        ["old-post", post.id],
        [post.slug, post.id],
      ]),
    );
    expect((await slugOwners(db, projectSlugTables, ["old-post"])).size).toBe(0);
    expect([...(await slugsLike(db, postSlugTables, "old-")).keys()]).toEqual(["old-post"]);
    expect((await slugsLike(db, postSlugTables, "old_")).size).toBe(0);
  });
});
