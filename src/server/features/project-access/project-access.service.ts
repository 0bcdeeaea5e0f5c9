import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { hashPassword, verifyPassword } from "#server/features/auth/password-hash.ts";
import type { ShareLink, ShareLinkCreateInput } from "#shared/project-access/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import {
  type AccessCookie,
  type AccessGrant,
  hashShareToken,
  newShareToken,
  passwordMarkOf,
} from "./access-cookie.ts";
import { type PrivateIndex, readPrivateIndex } from "./private-index.ts";
import {
  findPasswordHash,
  findShareLink,
  findShareLinkByHash,
  insertShareLink,
  listShareLinks,
  recordShareLinkOpened,
  revokeShareLink,
  type ShareLinkRow,
  savePasswordHash,
} from "./project-access.repository.ts";

export interface ProjectAccessDeps {
  db: Kysely<DB>;
  clock: Clock;
  cookie: AccessCookie;
  publicUrl: string;
  /** The project an owner's request names, whatever its visibility (404 when there is none). */
  findProject: (id: string) => Promise<Pick<Project, "id" | "slug">>;
}

export type ProjectAccessService = ReturnType<typeof createProjectAccessService>;

const newLinkId = () => `sl_${newShareToken().slice(0, 20)}`;

/** A link's state, derived: revoked, else expired, else open. */
function stateOf(row: ShareLinkRow, now: Date): ShareLink["state"] {
  if (row.revoked_at) return "revoked";
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  return "open";
}

function present(row: ShareLinkRow, now: Date): ShareLink {
  return {
    id: row.id,
    recipient: row.recipient,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastOpenedAt: row.last_opened_at,
    openCount: Number(row.open_count),
    state: stateOf(row, now),
  };
}

/**
 * Protected projects' access (decision 158): the page's password (argon2id, as accounts'), share links
 * per recipient (token shown once, its SHA-256 kept), the signed cookie that remembers access, and the
 * index of what is not public, read again after every page change.
 */
export function createProjectAccessService({ db, clock, cookie, publicUrl, findProject }: ProjectAccessDeps) {
  let index: Promise<PrivateIndex> | undefined;

  const service = {
    /** What is unlisted, protected and protected-only media; read once per page change. */
    privateIndex(): Promise<PrivateIndex> {
      if (!index) {
        const reading = readPrivateIndex(db);
        index = reading;
        reading.catch(() => {
          if (index === reading) index = undefined;
        });
      }
      return index;
    },

    /** Forgets the index (a page change): the next request reads it again. */
    forgetIndex(): void {
      index = undefined;
    },

    async state(projectId: string): Promise<{ hasPassword: boolean }> {
      await findProject(projectId);
      return { hasPassword: Boolean(await findPasswordHash(db, projectId)) };
    },

    async setPassword(projectId: string, password: string | null): Promise<{ hasPassword: boolean }> {
      await findProject(projectId);
      const hash = password === null ? null : await hashPassword(password);
      if (!(await savePasswordHash(db, projectId, hash))) throw notFound(`No project with id ${projectId}`);
      return { hasPassword: hash !== null };
    },

    /** Whether `password` opens the project's page; the grant to remember when it does. */
    async tryPassword(projectId: string, password: string): Promise<AccessGrant | undefined> {
      const hash = await findPasswordHash(db, projectId);
      if (!hash || !password) return undefined;
      if (!(await verifyPassword({ hash, password }))) return undefined;
      return { projectId, passwordMark: passwordMarkOf(hash) };
    },

    async listLinks(projectId: string): Promise<ShareLink[]> {
      await findProject(projectId);
      const now = clock();
      return (await listShareLinks(db, projectId)).map((row) => present(row, now));
    },

    async createLink(
      projectId: string,
      input: ShareLinkCreateInput,
    ): Promise<{ item: ShareLink; link: string }> {
      const project = await findProject(projectId);
      const now = clock();
      if (input.expiresAt && new Date(input.expiresAt).getTime() <= now.getTime())
        throw invalid("The expiry must be in the future", { expiresAt: "The expiry must be in the future" });
      const token = newShareToken();
      const row: ShareLinkRow = {
        id: newLinkId(),
        project_id: projectId,
        recipient: input.recipient,
        token_hash: hashShareToken(token),
        created_at: now.toISOString(),
        expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
        revoked_at: null,
        last_opened_at: null,
        open_count: 0,
      };
      await insertShareLink(db, row);
      const link = new URL(`${projectPagePath(project.slug)}?share=${token}`, publicUrl).toString();
      return { item: present(row, now), link };
    },

    async revokeLink(projectId: string, linkId: string): Promise<ShareLink> {
      await findProject(projectId);
      await revokeShareLink(db, projectId, linkId, clock().toISOString());
      const row = await findShareLink(db, linkId);
      if (!row || row.project_id !== projectId) throw notFound("No such share link");
      return present(row, clock());
    },

    /** Opens a share link of `projectId`: records the visit and answers the grant, or undefined. */
    async openLink(projectId: string, token: string): Promise<AccessGrant | undefined> {
      const row = await findShareLinkByHash(db, hashShareToken(token));
      const now = clock();
      if (!row || row.project_id !== projectId || stateOf(row, now) !== "open") return undefined;
      await recordShareLinkOpened(db, row.id, now.toISOString());
      return { projectId, linkId: row.id };
    },

    /** Whether the cookie's value still opens the project: signed, this project, its link or password still valid. */
    async hasAccess(projectId: string, cookieValue: string | undefined): Promise<boolean> {
      const grant = cookie.verify(cookieValue);
      if (!grant || grant.projectId !== projectId) return false;
      if (grant.linkId) {
        const row = await findShareLink(db, grant.linkId);
        return Boolean(row && row.project_id === projectId && stateOf(row, clock()) === "open");
      }
      const hash = await findPasswordHash(db, projectId);
      return Boolean(hash && grant.passwordMark && grant.passwordMark === passwordMarkOf(hash));
    },

    signGrant: (grant: AccessGrant) => cookie.sign(grant),
  };
  return service;
}
