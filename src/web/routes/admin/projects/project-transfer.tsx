import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { projectEndpoints } from "#shared/projects/endpoints.ts";
import type { Project } from "#shared/projects/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { call } from "#web/lib/call.ts";
import { Button, downloadJson, FileImportButton, readJsonFile } from "#web/routes/admin/components/index.ts";
import { projectKeys } from "./projects-api.ts";

/** The file name of an export; the import takes it back (and the original store's document exports). */
export const projectsExportFile = "portfolio-projects.json";

/** Export every project as JSON, and import a JSON array of projects (all or nothing). */
export function ProjectTransfer({ projects }: { projects: Project[] | undefined }) {
  const client = useQueryClient();
  const importer = useMutation({
    mutationFn: (documents: unknown[]) => call(projectEndpoints.import, { body: documents }),
    onSuccess: async (result) => {
      toast.success(`Imported ${result.imported} ${result.imported === 1 ? "project" : "projects"}`);
      await client.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : "Import failed"),
  });

  async function importFile(file: File) {
    const documents = await readJsonFile(file);
    if (!Array.isArray(documents)) {
      toast.error("Invalid projects file");
      return;
    }
    importer.mutate(documents);
  }

  return (
    <>
      <Button
        onClick={() =>
          downloadJson(
            projectsExportFile,
            (projects ?? []).map(({ imageAsset: _asset, ...project }) => project),
          )
        }
        disabled={!projects?.length}
      >
        <Download aria-hidden="true" /> Export
      </Button>
      <FileImportButton
        onFile={(file) => void importFile(file)}
        busy={importer.isPending}
        testId="import-projects"
      />
    </>
  );
}
