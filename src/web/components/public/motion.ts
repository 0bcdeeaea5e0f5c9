import gsap from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import Lenis from "lenis";
import { animationBreakpoint, motionQuery, scrollAnimationBreakpoint } from "./motion-queries.ts";
import { registerSmoothScrolling } from "./page-scroll-lock.ts";
import { refreshOnLayoutChange, revealOnFocus, revealOnScroll } from "./reveal.ts";
import { registerSmoothScroller } from "./smooth-scroll.ts";

/**
 * The page's motion layer, loaded lazily after the first paint: Lenis smooth scrolling (lerp 0.1)
 * driving GSAP ScrollTrigger. Everything runs inside gsap.matchMedia conditions without
 * prefers-reduced-motion: the full layer above 550 px, the light scroll animations above 500 px,
 * the pinned slide above 850 px. Each reverts itself when its condition stops being true.
 */

gsap.registerPlugin(ScrollTrigger);

const wideQuery = "(min-width: 851px)";

function startSmoothScrolling(): () => void {
  const lenis = new Lenis({ lerp: 0.1 });
  lenis.on("scroll", ScrollTrigger.update);
  const tick = (time: number) => lenis.raf(time * 1000);
  gsap.ticker.add(tick);
  gsap.ticker.lagSmoothing(0);
  registerSmoothScroller((target, durationMs, onDone) =>
    lenis.scrollTo(target, { duration: durationMs / 1000, onComplete: onDone }),
  );
  registerSmoothScrolling({
    stop: () => lenis.stop(),
    start: () => lenis.start(),
    jumpTo: (top) => lenis.scrollTo(top, { immediate: true, force: true }),
  });
  return () => {
    registerSmoothScrolling(null);
    registerSmoothScroller(null);
    gsap.ticker.remove(tick);
    lenis.destroy();
  };
}

function heroParallax(root: HTMLElement): void {
  const hero = root.querySelector<HTMLElement>(".hero-section");
  if (!hero) return;
  const scrub = { trigger: hero, start: "top top", end: "bottom top", scrub: true };
  gsap.to(hero.querySelectorAll("[data-hero-left]"), { xPercent: -12, ease: "none", scrollTrigger: scrub });
  gsap.to(hero.querySelectorAll("[data-hero-right]"), { xPercent: 10, ease: "none", scrollTrigger: scrub });
  gsap.to(hero.querySelectorAll("[data-hero-top]"), {
    yPercent: -40,
    autoAlpha: 0.2,
    ease: "none",
    scrollTrigger: scrub,
  });
}

function parallaxImages(root: HTMLElement): void {
  for (const element of gsap.utils.toArray<HTMLElement>("[data-parallax]", root)) {
    const amount = Number(element.dataset.parallax) || 10;
    gsap.fromTo(
      element,
      { yPercent: -amount },
      {
        yPercent: amount,
        ease: "none",
        scrollTrigger: { trigger: element, start: "top bottom", end: "bottom top", scrub: true },
      },
    );
  }
}

function wordsReveal(root: HTMLElement): void {
  for (const block of gsap.utils.toArray<HTMLElement>("[data-words]", root)) {
    gsap.fromTo(
      block.querySelectorAll("[data-word]"),
      { opacity: 0.6 },
      {
        opacity: 1,
        stagger: 0.05,
        ease: "none",
        scrollTrigger: { trigger: block, start: "top 80%", end: "bottom 45%", scrub: true },
      },
    );
  }
}

function marqueeOnScroll(root: HTMLElement): void {
  for (const row of gsap.utils.toArray<HTMLElement>("[data-marquee-row]", root)) {
    const direction = row.dataset.marqueeRow === "reverse" ? 1 : -1;
    gsap.fromTo(
      row,
      { xPercent: direction > 0 ? -8 : 0 },
      {
        xPercent: direction > 0 ? 0 : -8,
        ease: "none",
        scrollTrigger: { trigger: row, start: "top bottom", end: "bottom top", scrub: true },
      },
    );
  }
}

function horizontalSlide(root: HTMLElement): void {
  const section = root.querySelector<HTMLElement>("[data-slide-section]");
  const track = section?.querySelector<HTMLElement>("[data-slide-track]");
  if (!section || !track) return;
  const distance = () => Math.max(0, track.scrollWidth - window.innerWidth);
  gsap.to(track, {
    x: () => -distance(),
    ease: "none",
    scrollTrigger: {
      trigger: section,
      start: "top top",
      end: () => `+=${distance()}`,
      pin: true,
      scrub: 0.6,
      invalidateOnRefresh: true,
    },
  });
}

/** Yields to the browser between setup steps, so no single task blocks input for long. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type MotionStep = (root: HTMLElement) => void;

/** The specification's "some scroll animations 500 px": scrubbed with the scroll, nothing hidden, cheap to run. */
const scrollAnimations: MotionStep[] = [wordsReveal, marqueeOnScroll];
/** Above 550 px: the rest (with Lenis smooth scrolling). */
const fullAnimations: MotionStep[] = [revealOnScroll, heroParallax, parallaxImages];

/** Adds `steps` to the matchMedia `context` one task apart; returns a function that stops adding. */
function addSteps(context: gsap.Context, root: HTMLElement, steps: MotionStep[]): () => void {
  let active = true;
  void (async () => {
    for (const step of steps) {
      await nextTask();
      if (!active) return;
      context.add(() => step(root));
    }
    ScrollTrigger.refresh();
  })();
  return () => {
    active = false;
  };
}

/** Starts the motion layer under `root`; returns a function that stops and reverts all of it. */
export function startMotion(root: HTMLElement): () => void {
  const media = gsap.matchMedia();
  const fullQuery = motionQuery(animationBreakpoint);
  media.add(motionQuery(scrollAnimationBreakpoint), (context) => addSteps(context, root, scrollAnimations));
  media.add(fullQuery, (context) => {
    const stopScrolling = startSmoothScrolling();
    document.documentElement.dataset.motion = "on";
    const stopAdding = addSteps(context, root, fullAnimations);
    return () => {
      stopAdding();
      delete document.documentElement.dataset.motion;
      stopScrolling();
    };
  });
  media.add(`${fullQuery} and ${wideQuery}`, () => horizontalSlide(root));
  const refresh = () => ScrollTrigger.refresh();
  window.addEventListener("load", refresh);
  const stopRefreshing = refreshOnLayoutChange(root);
  const stopFocusReveal = revealOnFocus(root);
  return () => {
    window.removeEventListener("load", refresh);
    stopRefreshing();
    stopFocusReveal();
    media.revert();
  };
}
