/** `count` project documents for `POST /api/projects/import`, with ids starting after `offset`. */
export function sampleProjects(count: number, offset?: number): Record<string, unknown>[];
