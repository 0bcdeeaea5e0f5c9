import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

let server: FolioServer;
test.beforeEach(async () => {
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

const sampleNotice = "The public gallery is showing 4 sample projects until you add your first project.";

test("the owner, not the visitor, is told the gallery shows samples until the first project", async ({
  page,
}) => {
  // The visitor sees the four samples, without a word about the database.
  await page.goto(server.url);
  await expect(page.getByTestId("project-card")).toHaveCount(4);
  await expect(page.getByText("Using sample data")).toHaveCount(0);

  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=overview`);
  await expect(page.getByTestId("sample-gallery-notice")).toHaveText(sampleNotice);
  await expect(page.getByText("the gallery shows samples meanwhile")).toBeVisible();
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  await expect(page.getByTestId("sample-gallery-notice")).toHaveText(sampleNotice);

  const api = await ownerApi(server.url);
  await seedProjects(api, [{ title: "First Real Project" }]);
  await api.dispose();
  await page.reload();
  await expect(page.getByRole("heading", { name: "First Real Project" })).toBeVisible();
  await expect(page.getByTestId("sample-gallery-notice")).toHaveCount(0);
  await page.goto(`${server.url}/admin-dashboard?tab=overview`);
  await expect(page.getByText("visible in the public gallery")).toBeVisible();
  await expect(page.getByTestId("sample-gallery-notice")).toHaveCount(0);
});
