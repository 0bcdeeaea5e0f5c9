import { AlertCircle, ExternalLink, History } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { postLimits, postPagePath } from "#shared/posts/rules.ts";
import type { Post, PostCreate } from "#shared/posts/schema.ts";
import type { ImageFocus } from "#shared/projects/rules.ts";
import { slugify } from "#shared/projects/slug.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button, ChipsField, SelectField, TextArea, TextField } from "#web/routes/admin/components/index.ts";
import { MarkdownEditor } from "#web/routes/admin/components/markdown-editor.tsx";
import { MediaUploadField } from "#web/routes/admin/projects/media-upload-field.tsx";
import styles from "#web/routes/admin/projects/projects.module.css";
import { ScheduleFields } from "#web/routes/admin/schedule/schedule-fields.tsx";
import { PostHistory } from "./post-history.tsx";
import { useSavePost } from "./posts-api.ts";

/** The form's values: text as typed; the publish date as the `datetime-local` input holds it. */
interface PostFormValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  cover: string;
  coverFocus: ImageFocus | null;
  tags: string[];
  status: "draft" | "published";
  publishedAt: string;
  canonicalUrl: string;
}

const statusOptions = [
  { value: "draft", label: "Draft — only you see it" },
  { value: "published", label: "Published" },
] as const;

const empty: PostFormValues = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  cover: "",
  coverFocus: null,
  tags: [],
  status: "draft",
  publishedAt: "",
  canonicalUrl: "",
};

/** An ISO time as the local `YYYY-MM-DDTHH:mm` a `datetime-local` input shows, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);

const valuesOf = (post: Post): PostFormValues => ({
  ...post,
  cover: post.cover ?? "",
  publishedAt: toLocalInput(post.publishedAt),
});

function payloadOf(values: PostFormValues, saved: Post | null): PostCreate {
  return {
    title: values.title,
    // An empty slug on a new post: made from the title on the server; on a saved one: kept.
    ...(values.slug.trim() ? { slug: values.slug.trim() } : saved ? { slug: saved.slug } : {}),
    summary: values.summary,
    body: values.body,
    cover: values.cover,
    coverFocus: values.cover ? values.coverFocus : null,
    tags: values.tags,
    status: values.status,
    publishedAt: fromLocalInput(values.publishedAt),
    canonicalUrl: values.canonicalUrl,
  };
}

/** 'New post' / 'Edit post': every field of a post, saved as a whole; stays open with the server's messages. */
export function PostForm({ post, onDone }: { post: Post | null; onDone: () => void }) {
  const [values, setValues] = useState<PostFormValues>(post ? valuesOf(post) : empty);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyShown, setHistoryShown] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // A refused save: the first field it names takes the focus (and comes into view), else its message does.
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: "nearest" });
  }, [refusals]);
  const save = useSavePost();
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (failure?.fields[key]) setFailure({ ...failure, fields: { ...failure.fields, [key]: "" } });
  };
  const errors = failure?.fields ?? {};
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const slug = values.slug.trim() || post?.slug || slugify(values.title) || "…";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: post?.id, payload: payloadOf(values, post) });
      toast.success(values.status === "published" ? "Post published" : "Draft saved");
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure({ message: error.message, fields: error.fields });
      setRefusals((count) => count + 1);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate data-testid="post-form">
      {failure ? (
        <div className={styles.formError} role="alert">
          <AlertCircle aria-hidden="true" />
          <span>{failure.message}</span>
        </div>
      ) : null}
      {post && historyShown ? (
        <PostHistory
          post={post}
          unsaved={JSON.stringify(values) !== JSON.stringify(valuesOf(post))}
          onShow={(shown) => {
            setValues(valuesOf(shown));
            setHistoryShown(false);
          }}
          onRestored={onDone}
        />
      ) : null}
      <div className={styles.formGrid} style={historyShown ? { display: "none" } : undefined}>
        <div className={styles.wide}>
          <TextField
            label="Title"
            name="title"
            required
            maxLength={postLimits.titleMax}
            value={values.title}
            error={errors.title}
            onChange={(event) => set("title", event.target.value)}
          />
        </div>
        <TextField
          label="Page address (slug)"
          name="slug"
          placeholder={slugify(values.title) || "made from the title"}
          hint={`${origin}${postPagePath(slug)} — a changed address leaves the old one redirecting here.`}
          maxLength={80}
          value={values.slug}
          error={errors.slug}
          onChange={(event) => set("slug", event.target.value)}
        />
        <div className={styles.viewPage}>
          {post && post.status === "published" ? (
            <a href={postPagePath(post.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={16} />
              View page
            </a>
          ) : (
            <span>The page is there for visitors once the post is published.</span>
          )}
        </div>
        <div className={styles.wide}>
          <TextArea
            label="Summary"
            name="summary"
            rows={2}
            hint="Shown in the list, in search results and when the post is shared."
            maxLength={postLimits.summaryMax}
            value={values.summary}
            error={errors.summary}
            onChange={(event) => set("summary", event.target.value)}
          />
        </div>
        <MediaUploadField
          kind="image"
          label="Cover"
          testName="post-cover"
          value={values.cover}
          onChange={(url) => set("cover", url)}
          onBusyChange={setBusy}
          focus={values.coverFocus}
          onFocusChange={(focus) => set("coverFocus", focus)}
        />
        <ChipsField
          label="Tags"
          name="tags"
          distinct
          placeholder="Add a tag and press Enter"
          items={values.tags}
          error={errors.tags}
          onChange={(tags) => set("tags", tags)}
        />
        <div className={styles.wide}>
          <MarkdownEditor
            id="post-body"
            label="Write-up (Markdown)"
            value={values.body}
            onChange={(body) => set("body", body)}
            error={errors.body}
          />
        </div>
        <SelectField
          label="Status"
          name="status"
          value={values.status}
          options={statusOptions}
          onChange={(event) => set("status", event.target.value === "published" ? "published" : "draft")}
        />
        <TextField
          label="Publish date"
          name="publishedAt"
          type="datetime-local"
          hint="Empty: the moment it is first published."
          value={values.publishedAt}
          error={errors.publishedAt}
          onChange={(event) => set("publishedAt", event.target.value)}
        />
        <div className={styles.wide}>
          <TextField
            label="Canonical URL (optional)"
            name="canonicalUrl"
            type="url"
            placeholder="https://dev.to/you/your-post"
            hint="Where the post was first published (dev.to, Hashnode, Medium); search engines credit that address."
            value={values.canonicalUrl}
            error={errors.canonicalUrl}
            onChange={(event) => set("canonicalUrl", event.target.value)}
          />
        </div>
      </div>
      {post && !historyShown ? <ScheduleFields kind="post" itemId={post.id} /> : null}
      <div className={styles.formActions}>
        {post ? (
          <Button variant="ghost" aria-pressed={historyShown} onClick={() => setHistoryShown(!historyShown)}>
            <History aria-hidden="true" />
            {historyShown ? "Back to form" : "History"}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy || save.isPending}>
          {save.isPending ? "Saving…" : post ? "Save post" : "Create post"}
        </Button>
      </div>
    </form>
  );
}
