/**
 * The admin Projects tab (Projects manager). Mounted by the dashboard's tab registry as `?tab=projects`.
 * Opening the 'Add New Project' form from elsewhere: link to `?tab=projects&new=1` (see `newProjectParams`);
 * the tab opens the form and removes `new` from the URL, so Back and reload do not reopen it.
 * `?tab=projects&edit=<id>` opens that project's editor the same way (the GitHub import's results link it).
 */
import {
  AlertTriangle,
  CheckCircle2,
  FolderKanban,
  GitBranch,
  Layers,
  Loader,
  Plus,
  RotateCcw,
} from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { categoriesOf, projectMessages } from "#shared/projects/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import {
  Button,
  EmptyState,
  FilterSelect,
  LoadingState,
  SampleGalleryNotice,
  SearchField,
  TabHeader,
  useConfirm,
} from "#web/routes/admin/components/index.ts";
import { GripIcon, sortableStyles, useSortable } from "#web/routes/admin/components/sortable.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import { useMoveToTrash, useRestoreFromTrash } from "#web/routes/admin/trash/trash-api.ts";
import { TrashLink } from "#web/routes/admin/trash/trash-link.tsx";
import { GithubImportDialog } from "./github/github-import-dialog.tsx";
import { ProjectAdminCard } from "./project-admin-card.tsx";
import { ProjectFormModal } from "./project-form-modal.tsx";
import { ProjectTransfer } from "./project-transfer.tsx";
import styles from "./projects.module.css";
import { placedAfterMove, useProjectList, useProjectStats, useReorderProjects } from "./projects-api.ts";

type FormState = { open: false } | { open: true; project: Project | null };

export function ProjectsTab() {
  const [params, setParams] = useSearchParams();
  const list = useProjectList();
  const stats = useProjectStats();
  const remove = useMoveToTrash();
  const restore = useRestoreFromTrash();
  const { confirm, dialog } = useConfirm();
  const [form, setForm] = useState<FormState>({ open: false });
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("All");
  // Each opening of the GitHub import starts afresh (a new key); closing keeps the key, so focus returns.
  const [github, setGithub] = useState({ open: false, key: 0 });

  const editId = params.get("edit");
  useEffect(() => {
    if (!editId || !list.data || list.isFetching) return;
    const project = list.data.find((candidate) => candidate.id === editId);
    setGithub((current) => ({ ...current, open: false }));
    if (project) setForm({ open: true, project });
    else toast.error("That project was not found. It may have been deleted.");
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("edit");
        return next;
      },
      { replace: true },
    );
  }, [editId, list.data, list.isFetching, setParams]);

  useEffect(() => {
    if (params.get("new") !== "1") return;
    setForm({ open: true, project: null });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("new");
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const projects = list.data ?? [];
  const categories = useMemo(() => ["All", ...categoriesOf(projects)], [projects]);
  const term = search.trim().toLowerCase();
  const shown = projects.filter(
    (project) =>
      (category === "All" || project.category === category) &&
      (!term ||
        project.title.toLowerCase().includes(term) ||
        project.description.toLowerCase().includes(term)),
  );

  // The gallery's manual order: dragged (mouse, touch) or moved with the arrow keys on a card's grip,
  // only while the whole list is shown (a filtered list has gaps the order cannot be read from).
  const reorder = useReorderProjects();
  const canReorder = !term && category === "All" && projects.length > 1;
  const titleOf = (id: string) => projects.find((project) => project.id === id)?.title ?? "project";
  const sortable = useSortable({
    ids: projects.map((project) => project.id),
    labelOf: titleOf,
    axis: "grid",
    onReorder: ({ id, ids }) =>
      reorder.mutate(placedAfterMove(projects, ids, id), {
        onError: () => toast.error("The new order could not be saved"),
      }),
  });
  const ordered = canReorder
    ? sortable.order.flatMap((id) => projects.filter((project) => project.id === id))
    : shown;
  const anyPlaced = projects.some((project) => project.position !== null);

  async function onDelete(project: Project) {
    if (!(await confirm({ message: projectMessages.confirmDelete, title: "Delete project" }))) return;
    try {
      // The project goes to the Trash; Undo brings it back from there, whole (decision 142).
      const item = { kind: "project", id: project.id } as const;
      await remove.mutateAsync(item);
      undoToast(projectMessages.deleted, () =>
        restore.mutate(item, {
          onSuccess: () => void toast.success(`Restored “${project.title}”`),
          onError: (error) => void toast.error(`Could not restore the project. ${error.message}`),
        }),
      );
    } catch {
      toast.error(projectMessages.deleteFailed);
    }
  }

  const statCards = [
    { label: "Total Projects", value: stats.data?.total, icon: FolderKanban, tone: surfaces.toneBlue },
    { label: "Completed", value: stats.data?.completed, icon: CheckCircle2, tone: surfaces.toneGreen },
    { label: "In Progress", value: stats.data?.inProgress, icon: Loader, tone: surfaces.toneAmber },
    {
      label: "Categories",
      value: stats.data ? Object.keys(stats.data.byCategory).length : undefined,
      icon: Layers,
      tone: styles.toneViolet,
    },
  ];

  return (
    <div className={styles.tab}>
      <TabHeader
        title="Projects"
        description="Everything the public gallery shows, in its order: placed by hand first, then higher priority, then newest."
        actions={
          <>
            <TrashLink />
            <ProjectTransfer projects={list.data} />
            <Button onClick={() => setGithub(({ key }) => ({ open: true, key: key + 1 }))}>
              <GitBranch aria-hidden="true" /> Import from GitHub
            </Button>
            <Button variant="primary" onClick={() => setForm({ open: true, project: null })}>
              <Plus aria-hidden="true" /> Add New Project
            </Button>
          </>
        }
      />

      <SampleGalleryNotice
        activeProjects={list.data ? projects.filter((project) => project.isActive).length : undefined}
      />

      <section className={styles.stats} aria-label="Project statistics">
        {statCards.map(({ label, value, icon: Icon, tone }) => (
          <article key={label} className={`${surfaces.stat} ${styles.stat} ${tone}`}>
            <span className={`${surfaces.iconTile} ${styles.statIcon}`} aria-hidden="true">
              <Icon />
            </span>
            <span className={`${surfaces.statLabel} ${styles.statLabel}`}>{label}</span>
            <strong className={`${surfaces.statValue} ${styles.statValue}`}>
              {stats.isPending ? "…" : (value ?? "—")}
            </strong>
          </article>
        ))}
      </section>

      <div className={`${surfaces.toolbar} ${styles.toolbar}`}>
        <SearchField
          label="Search projects"
          placeholder="Search projects..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect label="Filter by category" value={category} onChange={setCategory}>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FilterSelect>
      </div>

      {list.isError && (
        <div className={styles.banner} role="alert">
          <AlertTriangle aria-hidden="true" />
          <span>{projectMessages.loadFailed}</span>
          <Button size="small" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {list.isPending ? (
        <LoadingState label={projectMessages.loading} />
      ) : shown.length === 0 && !list.isError ? (
        <EmptyState
          icon={<FolderKanban />}
          title={projectMessages.emptyAdminTitle}
          message={projectMessages.emptyAdminHint}
          action={
            <Button variant="primary" onClick={() => setForm({ open: true, project: null })}>
              <Plus aria-hidden="true" /> Add New Project
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.orderHint}>
            <span>
              {canReorder
                ? "Drag a card by its grip, or focus the grip and use the arrow keys, to set the gallery's order."
                : "Clear the search and show all categories to change the gallery's order."}
            </span>
            {anyPlaced && (
              <Button size="small" onClick={() => reorder.mutate([])} disabled={reorder.isPending}>
                <RotateCcw aria-hidden="true" /> Back to priority order
              </Button>
            )}
          </p>
          {sortable.announcer}
          <div className={styles.grid} ref={sortable.containerRef}>
            {ordered.map((project) => (
              <ProjectAdminCard
                key={project.id}
                project={project}
                onEdit={(chosen) => setForm({ open: true, project: chosen })}
                onDelete={onDelete}
                itemProps={
                  canReorder ? { ...sortable.itemProps(project.id), className: undefined } : undefined
                }
                handle={
                  canReorder ? (
                    <button
                      type="button"
                      className={`${sortableStyles.handle} ${styles.cardHandle}`}
                      {...sortable.handleProps(project.id)}
                    >
                      <GripIcon />
                    </button>
                  ) : null
                }
              />
            ))}
          </div>
        </>
      )}

      <ProjectFormModal
        open={form.open}
        project={form.open ? form.project : null}
        onClose={() => setForm({ open: false })}
      />
      <GithubImportDialog
        key={github.key}
        open={github.open}
        onClose={() => setGithub((current) => ({ ...current, open: false }))}
      />
      {dialog}
    </div>
  );
}
