import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { expect, test } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { nextFrames } from "./support/waits.ts";

/**
 * A new build under an open tab (or the server restarting): the page's lazily loaded files are gone
 * (404). The page stays whole; what the visitor asks for still happens, or says why not.
 */

test("the project dialog's file gone: the card opens the project's own page", async ({ page }) => {
  const server = await startFolio(ownerEnv);
  try {
    await seedProjects(await ownerApi(server.url), [{ title: "Lönesystem för Åsa & Co 🚀" }]);
    await page.goto(`${server.url}/`);
    await page.getByTestId("loader").waitFor({ state: "detached" });
    // Gone for the open page; the page loaded next comes with the new build, which has them.
    let reloaded = false;
    page.on("request", (request) => {
      if (request.isNavigationRequest()) reloaded = true;
    });
    await page.route(/\/assets\/project-modal-[^/]+\.(js|css)$/, (route) =>
      reloaded ? route.continue() : route.fulfill({ status: 404, body: "Not found" }),
    );
    await page.getByTestId("project-card").first().getByRole("button").click();
    await expect(page).toHaveURL(/\/projects\/lonesystem-for-asa-and-co$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lönesystem för Åsa & Co 🚀");
  } finally {
    await server.stop();
  }
});

test("the form's files gone: Send says it could not send and keeps the message", async ({ page }) => {
  await page.route(/\/assets\/(feedback-|api-client)[^/]*\.(js|css)$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  await page.goto("/");
  await page.getByTestId("loader").waitFor({ state: "detached" });
  const form = page.getByRole("form");
  await form.getByLabel(/name/i).first().fill("Åsa Lindqvist-Öberg");
  await form.getByLabel(/e-?mail/i).fill("asa@example.se");
  await form.getByRole("textbox", { name: /message/i }).fill("Hej! Kan vi prata om ett projekt?");
  await form.getByRole("button", { name: /send/i }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send feedback. Please check your email.");
  await expect(form.getByRole("textbox", { name: /message/i })).toHaveValue(
    "Hej! Kan vi prata om ett projekt?",
  );
  // The rest of the page is still there.
  await expect(page.locator("#home")).toBeVisible();
});

test("the motion layer's and the cursor dot's files gone: the page stays whole", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(/\/assets\/(motion|cursor-dot-follower)-[^/]+\.(js|css)$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  await page.goto("/");
  await page.getByTestId("loader").waitFor({ state: "detached" });
  await page.mouse.move(400, 400);
  // Both asked for (the motion layer once the browser is idle after loading) and refused, as the page
  // itself has seen; then frames drawn, by when a failure they caused would have taken the page down.
  await page.waitForFunction(() =>
    ["motion", "cursor-dot-follower"].every((name) =>
      performance
        .getEntriesByType("resource")
        .some(
          (entry) => new URL(entry.name).pathname.match(/\/assets\/([\w-]+)-[\w-]{8}\.js$/)?.[1] === name,
        ),
    ),
  );
  await nextFrames(page);
  for (const id of ["home", "about", "projects", "contact"])
    await expect(page.locator(`#${id}`)).toBeAttached();
  expect(await page.locator("#root").innerText()).not.toBe("");
});
