import { useQuery } from "@tanstack/react-query";
import { Images } from "lucide-react";
import { useState } from "react";
import { type MediaItem, mediaEndpoints } from "#shared/media/endpoints.ts";
import { call } from "#web/lib/call.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { Modal } from "#web/routes/admin/components/modal.tsx";
import library from "./media-library.module.css";

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** The uploads, newest first, as buttons: choosing one puts its address in the field. */
function LibraryGrid({ onPick, current }: { onPick: (item: MediaItem) => void; current: string }) {
  const items = useQuery({
    queryKey: ["media", "image"],
    queryFn: ({ signal }) => call(mediaEndpoints.list, { query: { kind: "image" } }, { signal }),
  });
  if (items.isPending) return <p className={library.note}>Loading your uploads…</p>;
  if (items.isError) return <p className={library.note}>{items.error.message}</p>;
  const { items: shown, total } = items.data;
  if (shown.length === 0)
    return <p className={library.note}>Nothing uploaded yet: use Upload image to add a picture.</p>;
  return (
    <>
      {total > shown.length && (
        <p className={library.partial} data-testid="library-partial">
          The newest {shown.length} of your {total} images. To use an older one, paste its address into the
          field.
        </p>
      )}
      <ul className={library.grid} aria-label="Uploaded images">
        {shown.map((item) => {
          const size = item.width && item.height ? `${item.width} × ${item.height}` : "";
          const chosen = item.url === current;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={library.item}
                aria-pressed={chosen}
                aria-label={`Image ${size}, uploaded ${when(item.createdAt)}`}
                onClick={() => onPick(item)}
                data-testid="library-item"
              >
                <img src={item.url} srcSet={item.srcset ?? undefined} sizes="160px" alt="" loading="lazy" />
                <span className={library.meta}>
                  {size && <span>{size}</span>}
                  <span>{when(item.createdAt)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** "Choose from library": the images uploaded before, in a dialog; the chosen one's address is the field's value. */
export function MediaLibraryButton({ current, onPick }: { current: string; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" className={library.open} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" /> Choose from library
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        title="Media library"
        description="The images you uploaded, newest first."
      >
        <LibraryGrid
          current={current}
          onPick={(item) => {
            onPick(item.url);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
