import { invalid } from "#server/errors.ts";
import { MarkdownTooSlowError, renderMarkdownForOwner } from "./render-markdown.ts";

/**
 * A write-up (a project's, a post's) is saved only when it can be made into a page: one the Markdown
 * parser cannot finish within its time limit is refused with what to look for, and nothing changes.
 */
export async function checkWriteUp(body: string | undefined): Promise<void> {
  if (!body) return;
  try {
    await renderMarkdownForOwner(body);
  } catch (error) {
    if (error instanceof MarkdownTooSlowError) throw invalid(error.message, { body: error.message });
    throw error;
  }
}
