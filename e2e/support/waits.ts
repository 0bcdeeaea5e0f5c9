import type { Page } from "@playwright/test";

/*
 * Waits on what a fixed sleep used to stand for: frames drawn, animations ended, a scroll at rest, a
 * page idle, a resize taken in.
 */

/**
 * Two animation frames: what the last change asked for (a resize, a scroll, a click) has been laid out
 * and drawn, and the page's scroll, resize and intersection observers have been told of it.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits until nothing on the page moves of its own accord: two frames (a resize or a scroll has been
 * reacted to, so a reveal it starts is running by then), then every CSS transition and animation with
 * an end has finished, again for any that started meanwhile. Endless ones (a marquee, a spinner) are
 * not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frames();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.timeline === document.timeline &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Waits until the window's scroll position holds still: the same over two frames, so a scroll (a
 * smooth one too) has come to rest, and whatever follows the scroll has been drawn where it ends.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let last = Number.NaN;
    while (window.scrollY !== last) {
      last = window.scrollY;
      await frames();
    }
  });
}

/**
 * Waits until the page has loaded and the browser has been idle once since: what the page loads once
 * it is idle after loading (the motion layer, the tracker) has been asked for by then.
 */
export async function loadedAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // An idle callback asked for after the page's own (set when it loaded) runs after them.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2500 })),
  );
}

/**
 * Sets the viewport to `size` and waits until the page has taken it in: its resize handlers and
 * observers have run, and the CSS transitions the new width started (a sidebar sliding away) are over.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await animationsDone(page);
}
