import Lenis from "lenis";
import { animationBreakpoint, motionQuery, scrollAnimationBreakpoint } from "./motion-queries.ts";
import { registerSmoothScrolling } from "./page-scroll-lock.ts";
import { refreshOnLayoutChange, revealOnFocus, revealOnScroll } from "./reveal.ts";
import {
  createScrollDriver,
  pageTop,
  type ScrollDriver,
  staggeredProgress,
  whenEdgeMeets,
} from "./scroll-driver.ts";
import { registerSmoothScroller } from "./smooth-scroll.ts";

/**
 * The page's motion layer, loaded lazily after the first paint: Lenis smooth scrolling (lerp 0.1)
 * and drawings tied to the scroll by our scroll driver (decision 016). Each part runs while its media
 * condition holds, never under prefers-reduced-motion: the full layer above 550 px, the light scroll
 * animations above 500 px, the pinned slide above 850 px; each undoes itself (inline styles, pin
 * spacing, listeners) when its condition stops holding.
 */

const wideQuery = "(min-width: 851px)";

/** The drivers of the conditions that currently hold: Lenis and layout changes update them all. */
const drivers = new Set<ScrollDriver>();
const updateDrivers = () => {
  for (const driver of drivers) driver.update();
};
const refreshDrivers = () => {
  for (const driver of drivers) driver.refresh();
};

/**
 * Lenis, driven frame by frame only while it glides (after a wheel turn, or a scroll to an anchor). Its
 * own loop (`autoRaf`) asks for every frame for as long as the page is open, which costs a tenth of a
 * CPU core on a page at rest where the browser draws in software.
 */
function startSmoothScrolling(): () => void {
  const lenis = new Lenis({ lerp: 0.1 });
  let frame = 0;
  const glide = (time: number) => {
    lenis.raf(time);
    frame = lenis.isScrolling === "smooth" ? requestAnimationFrame(glide) : 0;
  };
  const wake = () => {
    if (frame) return;
    // Lenis steps by the time since its last frame: after a rest, the first frame counts from itself.
    lenis.time = 0;
    frame = requestAnimationFrame(glide);
  };
  lenis.on("virtual-scroll", wake);
  lenis.on("scroll", updateDrivers);
  registerSmoothScroller((target, durationMs, onDone) => {
    lenis.scrollTo(target, { duration: durationMs / 1000, onComplete: onDone });
    wake();
  });
  registerSmoothScrolling({
    stop: () => lenis.stop(),
    start: () => lenis.start(),
    jumpTo: (top) => lenis.scrollTo(top, { immediate: true, force: true }),
  });
  return () => {
    cancelAnimationFrame(frame);
    registerSmoothScrolling(null);
    registerSmoothScroller(null);
    lenis.destroy();
  };
}

/** Sets up one kind of motion on the page under `root`; returns what undoes it. */
type MotionStep = (root: HTMLElement, driver: ScrollDriver) => () => void;

const all = (root: HTMLElement, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];

/** Clears what the drawings wrote on `elements`. */
const restore = (elements: HTMLElement[]) => () => {
  for (const element of elements) {
    element.style.transform = "";
    element.style.opacity = "";
  }
};

/** From `element`'s top at the window's bottom to its bottom at the window's top. */
const acrossTheWindow = (element: HTMLElement) => () => ({
  start: whenEdgeMeets(element, "top", 1),
  end: whenEdgeMeets(element, "bottom", 0),
});

const heroParallax: MotionStep = (root, driver) => {
  const hero = root.querySelector<HTMLElement>(".hero-section");
  if (!hero) return () => undefined;
  const left = all(hero, "[data-hero-left]");
  const right = all(hero, "[data-hero-right]");
  const top = all(hero, "[data-hero-top]");
  const range = () => ({ start: whenEdgeMeets(hero, "top", 0), end: whenEdgeMeets(hero, "bottom", 0) });
  driver.scrub((progress) => {
    for (const element of left) element.style.transform = `translateX(${-12 * progress}%)`;
    for (const element of right) element.style.transform = `translateX(${10 * progress}%)`;
    for (const element of top) {
      element.style.transform = `translateY(${-40 * progress}%)`;
      element.style.opacity = String(1 - 0.8 * progress);
    }
  }, range);
  return restore([...left, ...right, ...top]);
};

const parallaxImages: MotionStep = (root, driver) => {
  const images = all(root, "[data-parallax]");
  for (const image of images) {
    const amount = Number(image.dataset.parallax) || 10;
    driver.scrub(
      (progress) => (image.style.transform = `translateY(${amount * (2 * progress - 1)}%)`),
      acrossTheWindow(image),
    );
  }
  return restore(images);
};

const wordsReveal: MotionStep = (root, driver) => {
  const blocks = all(root, "[data-words]");
  const words = blocks.map((block) => all(block, "[data-word]"));
  blocks.forEach((block, index) => {
    const own = words[index] ?? [];
    driver.scrub(
      (progress) =>
        own.forEach((word, i) => {
          word.style.opacity = String(0.6 + 0.4 * staggeredProgress(progress, i, own.length, 0.5, 0.05));
        }),
      () => ({ start: whenEdgeMeets(block, "top", 0.8), end: whenEdgeMeets(block, "bottom", 0.45) }),
    );
  });
  return restore(words.flat());
};

const marqueeOnScroll: MotionStep = (root, driver) => {
  const rows = all(root, "[data-marquee-row]");
  for (const row of rows) {
    const reverse = row.dataset.marqueeRow === "reverse";
    driver.scrub(
      (progress) => (row.style.transform = `translateX(${reverse ? -8 * (1 - progress) : -8 * progress}%)`),
      acrossTheWindow(row),
    );
  }
  return restore(rows);
};

/**
 * The slide section held at the window's top (sticky inside its wrapper, which grows by the track's
 * overflow: the pin's spacing) while the scroll moves its track sideways, catching up in 0.6 s. On a
 * right-to-left page the track starts at the right and its overflow is on the left, so it moves right.
 */
const horizontalSlide: MotionStep = (root, driver) => {
  const pin = root.querySelector<HTMLElement>("[data-slide-pin]");
  const section = pin?.querySelector<HTMLElement>("[data-slide-section]");
  const track = section?.querySelector<HTMLElement>("[data-slide-track]");
  if (!pin || !section || !track) return () => undefined;
  let distance = 0;
  const towards = getComputedStyle(track).direction === "rtl" ? 1 : -1;
  section.style.position = "sticky";
  section.style.top = "0px";
  driver.scrub(
    (progress) => (track.style.transform = `translateX(${towards * distance * progress}px)`),
    () => {
      const start = pageTop(pin);
      return { start, end: start + distance };
    },
    {
      smoothing: 0.6,
      relayout: () => {
        distance = Math.max(0, track.scrollWidth - window.innerWidth);
        pin.style.height = `${section.offsetHeight + distance}px`;
      },
    },
  );
  return () => {
    restore([track])();
    pin.style.height = "";
    section.style.position = "";
    section.style.top = "";
  };
};

/** Yields to the browser between setup steps, so no single task blocks input for long. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` with a driver of their own, one task apart; returns what stops adding them and
 * undoes each one added.
 */
function driveSteps(root: HTMLElement, steps: MotionStep[]): () => void {
  const driver = createScrollDriver();
  drivers.add(driver);
  const undo: (() => void)[] = [];
  let active = true;
  void (async () => {
    for (const step of steps) {
      await nextTask();
      if (!active) return;
      undo.push(step(root, driver));
    }
    driver.refresh();
  })();
  return () => {
    active = false;
    drivers.delete(driver);
    driver.kill();
    for (const stop of undo) stop();
  };
}

/** Runs `start` while `query` matches; its returned function runs when it stops matching (or at `stop`). */
function whileMatching(query: string, start: () => () => void): () => void {
  const media = window.matchMedia(query);
  let stop: (() => void) | undefined;
  const apply = () => {
    if (media.matches && !stop) stop = start();
    else if (!media.matches && stop) {
      stop();
      stop = undefined;
    }
  };
  apply();
  media.addEventListener("change", apply);
  return () => {
    media.removeEventListener("change", apply);
    stop?.();
    stop = undefined;
  };
}

/** The specification's "some scroll animations 500 px": scrubbed with the scroll, nothing hidden, cheap to run. */
const scrollAnimations: MotionStep[] = [wordsReveal, marqueeOnScroll];
/** Above 550 px: the rest (with Lenis smooth scrolling). */
const fullAnimations: MotionStep[] = [revealOnScroll, heroParallax, parallaxImages];

/** Starts the motion layer under `root`; returns a function that stops and undoes all of it. */
export function startMotion(root: HTMLElement): () => void {
  const fullQuery = motionQuery(animationBreakpoint);
  const conditions = [
    whileMatching(motionQuery(scrollAnimationBreakpoint), () => driveSteps(root, scrollAnimations)),
    whileMatching(fullQuery, () => {
      const stopScrolling = startSmoothScrolling();
      document.documentElement.dataset.motion = "on";
      const stopSteps = driveSteps(root, fullAnimations);
      return () => {
        stopSteps();
        delete document.documentElement.dataset.motion;
        stopScrolling();
      };
    }),
    whileMatching(`${fullQuery} and ${wideQuery}`, () => driveSteps(root, [horizontalSlide])),
  ];
  window.addEventListener("load", refreshDrivers);
  const stopRefreshing = refreshOnLayoutChange(root, refreshDrivers);
  const stopFocusReveal = revealOnFocus(root);
  return () => {
    window.removeEventListener("load", refreshDrivers);
    stopRefreshing();
    stopFocusReveal();
    for (const stop of conditions.reverse()) stop();
  };
}
