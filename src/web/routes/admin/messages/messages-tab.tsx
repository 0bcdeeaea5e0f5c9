import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { FeedbackMessage, FeedbackStatus } from "#shared/feedback/schema.ts";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { SearchField } from "#web/routes/admin/components/filter-fields.tsx";
import { Card, EmptyState, LoadingState, TabHeader } from "#web/routes/admin/components/panel.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import { MessageDetail } from "./message-detail.tsx";
import { MessageList } from "./message-list.tsx";
import styles from "./messages.module.css";
import { exportUrl, feedbackKeys, type MessageFilter, messagesApi, refreshMessages } from "./messages-api.ts";

const filters: { id: MessageFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "new", label: "New" },
  { id: "read", label: "Read" },
  { id: "archived", label: "Archived" },
  { id: "spam", label: "Spam" },
];

const statusToasts: Record<FeedbackStatus, string> = {
  new: "Marked as unread",
  read: "Moved to the inbox",
  archived: "Message archived",
  spam: "Moved to spam",
};

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Messages: the stored inbox of the contact form, newest first. */
export function MessagesTab() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<MessageFilter>("all");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 250);
  const [opened, setOpened] = useState<FeedbackMessage | null>(null);
  const selectedId = opened?.id ?? null;
  const setSelectedId = (id: null) => setOpened(id);
  const { confirm, dialog } = useConfirm();

  // Pages of 50, newest first; "Load more" asks for the page after the last one shown.
  const list = useInfiniteQuery({
    queryKey: feedbackKeys.list(filter, q),
    queryFn: ({ pageParam }) => messagesApi.list(filter, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const counts = pages[0]?.counts;
  const total = pages[0]?.total ?? 0;
  // The open message stays open even when a change moves it out of the current folder.
  const selected = items.find((message) => message.id === selectedId) ?? opened;

  // Every folder change answers with Undo, which sends the previous folder back (decision 055).
  const status = useMutation({
    mutationFn: ({
      id,
      next,
    }: {
      id: string;
      next: FeedbackStatus;
      previous?: FeedbackStatus;
      quiet?: boolean;
    }) => messagesApi.setStatus(id, next),
    onSuccess: (updated, { next, previous, quiet }) => {
      setOpened((current) => (current?.id === updated.id ? updated : current));
      if (quiet) return;
      if (previous && previous !== next) {
        undoToast(statusToasts[next], () =>
          status.mutate(
            { id: updated.id, next: previous, quiet: true },
            { onSuccess: () => void toast.success("Undone") },
          ),
        );
      } else toast.success(statusToasts[next]);
    },
    onError: (error) => toast.error(`Could not update the message. ${error.message}`),
    onSettled: () => refreshMessages(client),
  });
  const restore = useMutation({
    mutationFn: (id: string) => messagesApi.restore(id),
    onSuccess: (message) => {
      setOpened(message);
      toast.success("Message restored");
    },
    onError: (error) => toast.error(`Could not restore the message. ${error.message}`),
    onSettled: () => refreshMessages(client),
  });
  const remove = useMutation({
    mutationFn: (id: string) => messagesApi.remove(id),
    onSuccess: (_, id) => {
      undoToast("Message deleted", () => restore.mutate(id));
      setSelectedId(null);
    },
    onError: (error) => toast.error(`Could not delete the message. ${error.message}`),
    onSettled: () => refreshMessages(client),
  });

  const open = (message: FeedbackMessage) => {
    setOpened(message);
    if (message.status === "new") status.mutate({ id: message.id, next: "read", quiet: true });
  };

  const askDelete = async (message: FeedbackMessage) => {
    const ok = await confirm({
      title: "Delete message",
      message: `Are you sure you want to delete this message from ${message.user_name}? You can undo this for a few seconds afterwards.`,
    });
    if (ok) remove.mutate(message.id);
  };

  const unread = counts?.new ?? 0;
  const description = counts
    ? `${unread} unread · ${counts.new + counts.read + counts.archived} in total · newest first`
    : "What visitors sent through the contact form, newest first.";

  return (
    <div className={styles.tab}>
      <TabHeader
        title="Messages"
        description={description}
        actions={
          <a className={styles.exportLink} href={exportUrl(filter, q)} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        }
      />

      <div className={`${surfaces.toolbar} ${styles.toolbar}`}>
        <SearchField
          label="Search messages"
          placeholder="Search name, e-mail, phone or text"
          value={search}
          onChange={setSearch}
        />
        <div className={styles.filters} role="tablist" aria-label="Folders">
          {filters.map((option) => {
            const count = option.id === "all" ? undefined : counts?.[option.id];
            return (
              <button
                key={option.id}
                type="button"
                role="tab"
                aria-selected={filter === option.id}
                className={`${styles.filter} ${filter === option.id ? styles.filterActive : ""}`}
                onClick={() => {
                  setFilter(option.id);
                  setSelectedId(null);
                }}
              >
                {option.label}
                {count ? <span className={styles.filterCount}>{count}</span> : null}
              </button>
            );
          })}
        </div>
      </div>

      <Card padded={false} className={`${styles.panes} ${selected ? styles.hasSelection : ""}`}>
        <div className={styles.listPane}>
          {list.isPending ? (
            <LoadingState label="Loading messages..." />
          ) : list.isError ? (
            <EmptyState title="Could not load messages" message={list.error.message} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<Inbox />}
              title={q ? "No messages match" : "No messages here"}
              message={
                q ? `Nothing in this folder matches "${q}".` : "New messages from the contact form land here."
              }
            />
          ) : (
            <MessageList
              items={items}
              selectedId={selectedId}
              onOpen={open}
              more={
                list.hasNextPage
                  ? {
                      remaining: Math.max(total - items.length, 0),
                      loading: list.isFetchingNextPage,
                      load: () => void list.fetchNextPage(),
                    }
                  : undefined
              }
            />
          )}
        </div>
        <div className={styles.detailPane}>
          {selected ? (
            <MessageDetail
              message={selected}
              busy={status.isPending || remove.isPending}
              onStatus={(next) => status.mutate({ id: selected.id, next, previous: selected.status })}
              onDelete={() => void askDelete(selected)}
              onBack={() => setSelectedId(null)}
            />
          ) : (
            <EmptyState
              icon={<Inbox />}
              title="Select a message"
              message="Choose a message to read it here."
            />
          )}
        </div>
      </Card>
      {dialog}
    </div>
  );
}
