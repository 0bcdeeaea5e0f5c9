import { Download, FileText } from "lucide-react";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { type ContentSection, type SectionStatus, sectionTypes } from "#shared/sections/schema.ts";
import { contentExportFileName, invalidContentFileMessage } from "#shared/sections/write-schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { FileImportButton } from "#web/routes/admin/components/file-import-button.tsx";
import { downloadJson, readJsonFile } from "#web/routes/admin/components/file-transfer.ts";
import { FilterSelect, SearchField } from "#web/routes/admin/components/filter-fields.tsx";
import { EmptyState, LoadingState, TabHeader } from "#web/routes/admin/components/panel.tsx";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import { useMoveToTrash, useRestoreFromTrash } from "#web/routes/admin/trash/trash-api.ts";
import { TrashLink } from "#web/routes/admin/trash/trash-link.tsx";
import styles from "./content.module.css";
import { fetchContentExport, useImportSections, useSections, useUpdateSection } from "./content-api.ts";
import { SectionCard } from "./section-card.tsx";
import { SectionEditorModal } from "./section-editor-modal.tsx";
import { matchesSearch } from "./section-preview.ts";
import { TestimonialRequestsPanel } from "./testimonial-requests/testimonial-requests-panel.tsx";

export function ContentTab() {
  const sections = useSections();
  const update = useUpdateSection();
  const remove = useMoveToTrash();
  const restore = useRestoreFromTrash();
  const importer = useImportSections();
  const { confirm, dialog } = useConfirm();
  const [type, setType] = useState("all");
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<ContentSection | null>(null);

  const all = sections.data ?? [];
  const visible = useMemo(
    () => all.filter((section) => (type === "all" || section.type === type) && matchesSearch(section, query)),
    [all, type, query],
  );
  const totals = {
    all: all.length,
    published: all.filter((section) => section.status === "published").length,
    draft: all.filter((section) => section.status === "draft").length,
  };

  const exportContent = async () => {
    try {
      downloadJson(contentExportFileName, await fetchContentExport());
      toast.success("Content exported");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Export failed");
    }
  };

  const importContent = async (file: File) => {
    const data = await readJsonFile(file);
    const list = (data as { sections?: unknown } | undefined)?.sections;
    if (!Array.isArray(list)) {
      toast.error(invalidContentFileMessage);
      return;
    }
    const ok = await confirm({
      title: "Import content",
      message: `Importing replaces all ${all.length} content sections with the ${list.length} in “${file.name}”. Continue?`,
      confirmLabel: "Import",
      tone: "neutral",
    });
    if (!ok) return;
    importer.mutate(data, {
      onSuccess: ({ items }) => toast.success(`Imported ${items.length} sections`),
      onError: () => toast.error(invalidContentFileMessage),
    });
  };

  const deleteSection = async (section: ContentSection) => {
    if (!(await confirm({ message: "Are you sure you want to delete this content section?" }))) return;
    // The section goes to the Trash; Undo brings it back from there, at its place (decision 142).
    const item = { kind: "section", id: section.id } as const;
    remove.mutate(item, {
      onSuccess: () =>
        undoToast(`Deleted “${section.name}”`, () =>
          restore.mutate(item, {
            onSuccess: () => void toast.success(`Restored “${section.name}”`),
            onError: (error) => void toast.error(`Could not restore the section. ${error.message}`),
          }),
        ),
      onError: (error) => toast.error(error.message),
    });
  };

  // A status change answers with Undo, which sends the previous status back.
  const changeStatus = (section: ContentSection, status: SectionStatus, undoable = true) =>
    update.mutate(
      { id: section.id, patch: { status } },
      {
        onSuccess: () =>
          undoable && section.status !== status
            ? undoToast(`“${section.name}” is now ${status}`, () =>
                changeStatus({ ...section, status }, section.status, false),
              )
            : toast.success(`“${section.name}” is now ${status}`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <div>
      <TabHeader
        title="Content Sections"
        description="The texts of every section of your page. Only published sections appear publicly; open /?preview=1 to see drafts."
        actions={
          <>
            <TrashLink />
            <Button onClick={exportContent}>
              <Download /> Export
            </Button>
            <FileImportButton
              onFile={(file) => void importContent(file)}
              busy={importer.isPending}
              testId="content-import-input"
            />
          </>
        }
      />

      <section className={styles.totals} aria-label="Totals">
        <div className={styles.total}>
          <span>All sections</span>
          <strong data-testid="total-all">{totals.all}</strong>
        </div>
        <div className={`${styles.total} ${styles.totalPublished}`}>
          <span>Published</span>
          <strong data-testid="total-published">{totals.published}</strong>
        </div>
        <div className={`${styles.total} ${styles.totalDraft}`}>
          <span>Drafts</span>
          <strong data-testid="total-draft">{totals.draft}</strong>
        </div>
      </section>

      <TestimonialRequestsPanel sections={all} />

      <div className={styles.filters}>
        <SearchField
          label="Search sections"
          placeholder="Search sections..."
          value={query}
          onChange={setQuery}
        />
        <FilterSelect label="Filter by type" value={type} onChange={setType}>
          <option value="all">All Types</option>
          {sectionTypes.map((value) => (
            <option key={value} value={value}>
              {value[0]?.toUpperCase()}
              {value.slice(1)}
            </option>
          ))}
        </FilterSelect>
      </div>

      {sections.isPending ? (
        <LoadingState label="Loading content..." />
      ) : sections.isError ? (
        <EmptyState icon={<FileText />} title="Failed to load content" message={sections.error.message} />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title="No sections found"
          message={all.length === 0 ? "Import a content file to get started." : "Try another search or type."}
        />
      ) : (
        <div className={styles.grid}>
          {visible.map((section) => (
            <SectionCard
              key={section.id}
              section={section}
              busy={update.isPending && update.variables?.id === section.id}
              onEdit={() => setEditing(section)}
              onDelete={() => void deleteSection(section)}
              onStatus={(status) => changeStatus(section, status)}
            />
          ))}
        </div>
      )}

      <SectionEditorModal section={editing} onClose={() => setEditing(null)} />
      {dialog}
    </div>
  );
}
