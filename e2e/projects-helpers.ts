import { type APIRequestContext, expect, type Page, type Request, request } from "@playwright/test";
import { saveScreenshot, viewports } from "./support/fixtures.ts";
import { ownerCredentials } from "./support/owner.ts";
import { animationsDone, scrollSettled } from "./support/waits.ts";

/** An API client signed in as the owner of the server at `url` (for seeding journeys quickly). */
export async function ownerApi(url: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  const response = await context.post("/api/auth/sign-in/email", {
    data: { email: ownerCredentials.email, password: ownerCredentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

export interface SeedProject {
  title: string;
  category?: string;
  priority?: number;
  description?: string;
  video?: string;
  technologies?: string[];
  links?: Record<string, string>;
  /** The write-up, in Markdown. */
  body?: string;
  gallery?: { src: string; alt: string; caption: string }[];
}

/** Creates projects through the import endpoint, oldest first (createdAt one minute apart). */
export async function seedProjects(api: APIRequestContext, projects: SeedProject[]): Promise<void> {
  const start = Date.parse("2025-03-01T10:00:00.000Z");
  const documents = projects.map((project, index) => ({
    description: `${project.title} — a project built for the journey tests.`,
    category: "Web Development",
    technologies: ["React", "Node JS", "MongoDB", "Docker"],
    createdAt: new Date(start + index * 60_000).toISOString(),
    ...project,
  }));
  const response = await api.post("/api/projects/import", { data: documents });
  expect(response.status(), await response.text()).toBe(200);
}

/** A short real WebM clip recorded in the browser from an animated canvas (no ffmpeg needed). */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = performance.now() - started;
        context.fillStyle = "#1e1d1d";
        context.fillRect(0, 0, 320, 200);
        context.fillStyle = "#08afff";
        context.fillRect((t / 5) % 320, 70, 60, 60);
        if (t < 1200) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Screenshots of one part of the page (the gallery) at 390×844 and 1440×900, beside the full-page ones. */
export async function partScreenshots(page: Page, selector: string, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.locator(selector).scrollIntoViewIfNeeded();
    await scrollSettled(page);
    await animationsDone(page);
    await saveScreenshot(page.locator(selector), {
      path: `test-results/screenshots/${name}-${label}-${size.width}.png`,
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Follows the owner's live-update stream (GET /api/feedback/stream) in `page`, from now on: `open()`
 * waits until the current document's stream has its answer. The server subscribes a stream to new
 * messages as it answers it, so a message stored after that is announced on it. A document the page
 * navigated away from takes its stream with it.
 */
export function followFeedbackStream(page: Page): { open(): Promise<void> } {
  const answered = new Set<Request>();
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) answered.clear();
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/feedback/stream") answered.add(response.request());
  });
  const ended = (request: Request) => answered.delete(request);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async open() {
      await expect.poll(() => answered.size).toBeGreaterThan(0);
    },
  };
}
