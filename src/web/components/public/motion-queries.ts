/**
 * The specification's "Animation / narrow-screen breakpoint: 550 px (some scroll animations 500 px)". Light, small
 * and shared by `useMotion` (which decides whether to load the motion layer) and the layer itself.
 */

/** Above this width the motion layer runs in full: smooth scrolling, reveals, parallax. */
export const animationBreakpoint = 550;

/** Above this width some scroll animations run (motion.ts names them), even without the full layer. */
export const scrollAnimationBreakpoint = 500;

/** Wider than `breakpoint`, and the visitor has not asked for reduced motion. */
export function motionQuery(breakpoint: number): string {
  return `(min-width: ${breakpoint + 1}px) and (prefers-reduced-motion: no-preference)`;
}
