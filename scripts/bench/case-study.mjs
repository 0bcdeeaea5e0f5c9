// A real-looking project write-up (headings, a task list, a table, a highlighted code block, a link),
// the same in the project-page journey and in \`bench:page\`.

export const caseStudyWriteUp = `## The problem

A small café chain counted its stock on paper every night. Orders arrived late, milk ran out on
Saturdays and nobody knew which shop had what.

## The approach

- [x] Interviewed the baristas at all **four** shops
- [x] Built a tablet-first inventory with offline sync
- [ ] Supplier ordering (next season)

| Before | After |
| --- | --- |
| 45 min nightly count | 6 min |
| 3 stock-outs a week | none in a month |

\`\`\`ts
export function reorder(item: Item): number {
  return Math.max(0, item.par - item.onHand);
}
\`\`\`

## The result

Counting takes six minutes and the owner sees every shop from her phone. [Read the talk](https://example.com/talk).
`;
