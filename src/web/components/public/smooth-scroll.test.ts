import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { menuScrollDurationMs, registerSmoothScroller, scrollToAnchor } from "./smooth-scroll.ts";

type Scroller = (target: HTMLElement, durationMs: number, onDone: () => void) => void;

/** A stand-in for a section: just what `scrollToAnchor` touches once the scroll is done. */
function fakeSection() {
  return { hasAttribute: vi.fn(() => false), setAttribute: vi.fn(), focus: vi.fn() };
}

describe("scrollToAnchor's optional URL hash update", () => {
  let section: ReturnType<typeof fakeSection>;
  let replaceState: Mock<History["replaceState"]>;
  let scroller: Mock<Scroller>;

  beforeEach(() => {
    section = fakeSection();
    replaceState = vi.fn<History["replaceState"]>();
    vi.stubGlobal("document", { getElementById: (id: string) => (id === "about" ? section : null) });
    vi.stubGlobal("history", { replaceState });
    // The registered scroller (Lenis in the page) finishes at once here.
    scroller = vi.fn<Scroller>((_target, _durationMs, onDone) => onDone());
    registerSmoothScroller(scroller);
  });

  afterEach(() => {
    registerSmoothScroller(null);
    vi.unstubAllGlobals();
  });

  it("leaves the address alone by default, still scrolling and focusing the section", () => {
    scrollToAnchor("about");
    expect(scroller).toHaveBeenCalledWith(section, menuScrollDurationMs, expect.any(Function));
    expect(section.setAttribute).toHaveBeenCalledWith("tabindex", "-1");
    expect(section.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(replaceState).not.toHaveBeenCalled();
  });

  it("replaces the URL hash with the anchor once the scroll is done when asked to", () => {
    let finish = () => {};
    scroller.mockImplementation((_target, _durationMs, onDone) => {
      finish = onDone;
    });
    scrollToAnchor("about", { updateHash: true });
    expect(replaceState).not.toHaveBeenCalled();
    finish();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(null, "", "#about");
  });

  it("does nothing for an anchor that is not on the page", () => {
    scrollToAnchor("missing", { updateHash: true });
    expect(scroller).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
