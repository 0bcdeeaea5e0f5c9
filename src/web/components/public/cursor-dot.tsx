import { Suspense, useEffect, useState } from "react";
import { lazyOptional } from "./lazy-optional.ts";

/** Loaded only on devices with a fine pointer: phones never fetch it. */
const CursorDotFollower = lazyOptional(
  async () => (await import("./cursor-dot-follower.tsx")).CursorDotFollower,
);

/** A small dot that follows the pointer with a soft lag and hides over interactive elements (pointer devices only). */
export function CursorDot() {
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    setEnabled(window.matchMedia("(pointer: fine)").matches);
  }, []);

  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <CursorDotFollower />
    </Suspense>
  );
}
