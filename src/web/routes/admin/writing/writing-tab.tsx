import { ExternalLink, NotebookPen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { postPagePath } from "#shared/posts/rules.ts";
import type { Post } from "#shared/posts/schema.ts";
import {
  Button,
  Card,
  EmptyState,
  LoadingState,
  Modal,
  TabHeader,
  useConfirm,
} from "#web/routes/admin/components/index.ts";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import { useMoveToTrash, useRestoreFromTrash } from "#web/routes/admin/trash/trash-api.ts";
import { PostForm } from "./post-form.tsx";
import { usePostList } from "./posts-api.ts";
import styles from "./writing.module.css";

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** The Writing tab (decision 159): every post, drafts first, with New post, Edit, View and Delete. */
export function WritingTab() {
  const posts = usePostList();
  const remove = useMoveToTrash();
  const restore = useRestoreFromTrash();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const close = () => setEditing(null);

  const deletePost = async (post: Post) => {
    const message = `Move “${post.title}” to the Trash? Its page goes offline; you can restore it from the Trash for 30 days.`;
    if (!(await confirm({ message, title: "Delete post" }))) return;
    // The post goes to the Trash; Undo brings it back from there, whole (decision 160).
    const item = { kind: "post", id: post.id } as const;
    try {
      await remove.mutateAsync(item);
    } catch (error) {
      return void toast.error(`Could not delete the post. ${(error as Error).message}`);
    }
    undoToast("Post moved to the Trash", () =>
      restore.mutate(item, {
        onSuccess: () => void toast.success(`Restored “${post.title}”`),
        onError: (error) => void toast.error(`Could not restore the post. ${error.message}`),
      }),
    );
  };

  return (
    <>
      <TabHeader
        title="Writing"
        description="Articles on your site at /writing, in its feeds and sitemap once published."
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" size={16} />
            New post
          </Button>
        }
      />
      {posts.isPending ? (
        <LoadingState label="Loading posts…" />
      ) : posts.isError ? (
        <EmptyState title="The posts could not be loaded" message="Reload the page to try again." />
      ) : posts.data.length === 0 ? (
        <EmptyState
          icon={<NotebookPen aria-hidden="true" />}
          title="No posts yet"
          message="Write your first post: it stays a draft until you publish it."
        />
      ) : (
        <Card padded={false}>
          <ul className={styles.list} data-testid="post-list">
            {posts.data.map((post) => (
              <li key={post.id} className={styles.row}>
                <div className={styles.main}>
                  <span className={styles.title} dir="auto">
                    {post.title}
                  </span>
                  <span className={styles.meta}>
                    <span className={post.status === "published" ? styles.published : styles.draft}>
                      {post.status === "published" ? "Published" : "Draft"}
                    </span>
                    {post.publishedAt ? <span>{dateText(post.publishedAt)}</span> : null}
                    <span className={styles.slug}>{postPagePath(post.slug)}</span>
                    {post.tags.length ? <span>{post.tags.join(" · ")}</span> : null}
                  </span>
                </div>
                <div className={styles.actions}>
                  {post.status === "published" ? (
                    <a
                      className={styles.iconLink}
                      href={postPagePath(post.slug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View “${post.title}”`}
                    >
                      <ExternalLink aria-hidden="true" size={16} />
                    </a>
                  ) : null}
                  <Button
                    size="small"
                    iconOnly
                    aria-label={`Edit “${post.title}”`}
                    onClick={() => setEditing(post)}
                  >
                    <Pencil aria-hidden="true" size={16} />
                  </Button>
                  <Button
                    size="small"
                    iconOnly
                    variant="danger"
                    aria-label={`Delete “${post.title}”`}
                    onClick={() => deletePost(post)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Modal
        open={editing !== null}
        onClose={close}
        size="large"
        title={editing === "new" ? "New post" : "Edit post"}
        description={editing && editing !== "new" ? editing.title : "A title is all a draft needs."}
      >
        {editing !== null ? (
          <PostForm
            key={editing === "new" ? "new" : editing.id}
            post={editing === "new" ? null : editing}
            onDone={close}
          />
        ) : null}
      </Modal>
      {dialog}
    </>
  );
}
