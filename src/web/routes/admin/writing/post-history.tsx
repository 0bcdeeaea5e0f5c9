import { useQueryClient } from "@tanstack/react-query";
import type { Post } from "#shared/posts/schema.ts";
import { HistoryPanel } from "#web/routes/admin/history/history-panel.tsx";
import { postKeys } from "./posts-api.ts";

/**
 * The post's History (decision 160): its versions against what is saved now; one shown goes into the
 * form unsaved, one restored is saved again as a new version and the form closes on it.
 */
export function PostHistory({
  post,
  onShow,
  onRestored,
  unsaved,
}: {
  post: Post;
  onShow: (post: Post) => void;
  onRestored: () => void;
  unsaved: boolean;
}) {
  const client = useQueryClient();
  const { id, createdAt, updatedAt, ...saved } = post;
  return (
    <HistoryPanel
      kind="post"
      id={id}
      current={saved}
      unsaved={unsaved}
      onShow={(version) => onShow({ ...post, ...(version as Partial<Post>) })}
      onRestored={() => {
        void client.invalidateQueries({ queryKey: postKeys.all });
        onRestored();
      }}
    />
  );
}
