import type { FastifyInstance } from "fastify";
import type { PageData } from "../../shared/page-data.ts";

/** Reads, in-process, everything the public page shows. */
export async function loadPageData(_app: FastifyInstance): Promise<PageData> {
  return {
    site: {
      title: "Folio",
      description: "A web developer's portfolio: projects, skills, experience and a way to get in touch.",
      author: "Folio",
    },
  };
}
