/** A real-looking project write-up in Markdown (headings, a task list, a table, code, a link). */
export const caseStudyWriteUp: string;
