import { Download, FileText, Globe, Save, Trash2, TriangleAlert, Upload } from "lucide-react";
import { type ChangeEvent, useDeferredValue, useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { ResumeOptions, ResumeSections, ResumeState } from "#shared/resume/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import {
  Button,
  Card,
  LoadingState,
  SelectField,
  Switch,
  TabHeader,
  TextField,
} from "#web/routes/admin/components/index.ts";
import { JsonResumeCard } from "./json-resume-card.tsx";
import { PdfPreview } from "./pdf-preview.tsx";
import styles from "./resume.module.css";
import {
  previewPdfUrl,
  previewUrl,
  useRemoveResume,
  useResume,
  useSaveResume,
  useUploadResume,
} from "./resume-api.ts";
import { ResumeChoices } from "./resume-choices.tsx";
import { ResumeHistory } from "./resume-history.tsx";

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

const servedText: Record<ResumeState["served"], string> = {
  generated: "Visitors download the résumé generated from your site's content.",
  uploaded: "Visitors download the PDF you uploaded.",
  sample:
    "Visitors download the sample résumé that ships with Folio until your own name is in the site (Site Config → Author). Then they get the one generated here.",
};

const sectionLabels: Record<keyof ResumeSections, string> = {
  summary: "Summary (from the About section)",
  experience: "Experience",
  education: "Education, certificates and awards",
  skills: "Skills (and languages)",
  projects: "Projects",
  testimonials: "Include testimonials",
};

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** How many of the characters the PDF cannot draw are named; the rest are counted. */
const namedCharacters = 12;

/** The characters of the saved content that no font of the PDF can draw: the PDF leaves them out. */
function UndrawableNotice({ characters }: { characters: string[] }) {
  const rest = characters.length - namedCharacters;
  return (
    <p className={styles.undrawable} data-testid="resume-undrawable">
      <TriangleAlert aria-hidden="true" />
      <span>
        The PDF has no font for{" "}
        {characters.slice(0, namedCharacters).map((character) => (
          <bdi key={character} className={styles.character}>
            {character}
          </bdi>
        ))}
        {rest > 0 ? ` and ${rest} more` : ""}, so {characters.length === 1 ? "it is" : "they are"} left out of
        it. Use other characters in your content where you can.
      </span>
    </p>
  );
}

/**
 * The Résumé tab: where the PDF comes from, what the generated one holds, and a live preview of it:
 * the PDF's own pages, or the web page at /resume.
 */
export function ResumeTab() {
  const resume = useResume();
  if (resume.isPending) return <LoadingState label="Loading the résumé..." />;
  if (resume.isError) return <Card>{failure(resume.error, "The résumé could not be loaded.")}</Card>;
  return <ResumeEditor state={resume.data} />;
}

function ResumeEditor({ state }: { state: ResumeState }) {
  const [options, setOptions] = useState<ResumeOptions>(state.options);
  useEffect(() => setOptions(state.options), [state.options]);
  const preview = useDeferredValue(options);
  const [view, setView] = useState<"pdf" | "page">("pdf");
  const [frameUrl, setFrameUrl] = useState(() => previewUrl(options));
  const [pdfUrl, setPdfUrl] = useState(() => previewPdfUrl(options));
  useEffect(() => {
    const timer = setTimeout(() => {
      setFrameUrl(previewUrl(preview));
      setPdfUrl(previewPdfUrl(preview));
    }, 350);
    return () => clearTimeout(timer);
  }, [preview]);

  const save = useSaveResume();
  const upload = useUploadResume();
  const remove = useRemoveResume();
  const set = (patch: Partial<ResumeOptions>) => setOptions((current) => ({ ...current, ...patch }));
  const changed = JSON.stringify(options) !== JSON.stringify(state.options);

  const onSave = () =>
    save.mutate(options, {
      onSuccess: () => toast.success("Résumé saved"),
      onError: (error) => toast.error(failure(error, "The résumé could not be saved.")),
    });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success("Résumé PDF uploaded"),
      onError: (error) => toast.error(failure(error, "The PDF could not be uploaded.")),
    });
  };

  return (
    <div className={styles.stack}>
      <TabHeader
        title="Résumé"
        description="The PDF behind the Resume link: generated from your site's content, or one you upload."
        actions={
          <a className={styles.download} href={previewPdfUrl(options)} download data-testid="resume-download">
            <Download aria-hidden="true" /> Download PDF
          </a>
        }
      />
      <div className={styles.layout}>
        <div className={styles.stack}>
          <Card>
            <h2 className={styles.title}>Which file visitors get</h2>
            <p className={styles.served} role="status" data-testid="resume-served">
              {servedText[state.served]}
            </p>
            {options.source === "generated" && state.undrawable.length > 0 ? (
              <UndrawableNotice characters={state.undrawable} />
            ) : null}
          </Card>
          <JsonResumeCard />
          <Card>
            <fieldset className={styles.sources}>
              <legend className={styles.title}>Source</legend>
              <label className={styles.source}>
                <input
                  type="radio"
                  name="resume-source"
                  checked={options.source === "generated"}
                  onChange={() => set({ source: "generated" })}
                />
                <span>
                  Generated from the site's content
                  <small>Your name, experience, skills and projects, always current.</small>
                </span>
              </label>
              <label className={styles.source}>
                <input
                  type="radio"
                  name="resume-source"
                  checked={options.source === "uploaded"}
                  disabled={!state.upload}
                  onChange={() => set({ source: "uploaded" })}
                />
                <span>
                  An uploaded PDF
                  <small>
                    {state.upload
                      ? `${state.upload.fileName} · ${kilobytes(state.upload.size)} · ${new Date(state.upload.uploadedAt).toLocaleDateString()}`
                      : "Upload a PDF (10 MB at most) to choose it."}
                  </small>
                </span>
              </label>
            </fieldset>
            <div className={styles.upload}>
              <label className={styles.fileLabel}>
                <Upload aria-hidden="true" /> {state.upload ? "Replace the PDF" : "Upload a PDF"}
                <input
                  className={styles.fileInput}
                  type="file"
                  accept="application/pdf,.pdf"
                  onChange={onFile}
                  disabled={upload.isPending}
                />
              </label>
              {state.upload ? (
                <Button
                  variant="danger"
                  size="small"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, { onSuccess: () => toast.success("Uploaded résumé removed") })
                  }
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              ) : null}
            </div>
          </Card>
          <Card>
            <h2 className={styles.title}>The generated résumé</h2>
            <div className={styles.stack}>
              <TextField
                label="Headline"
                hint="Under your name; empty takes it from the site title."
                value={options.headline}
                maxLength={120}
                onChange={(event) => set({ headline: event.target.value })}
              />
              <SelectField
                label="Paper size"
                value={options.paperSize}
                options={[
                  { value: "A4", label: "A4" },
                  { value: "LETTER", label: "US Letter" },
                ]}
                onChange={(event) => set({ paperSize: event.target.value === "LETTER" ? "LETTER" : "A4" })}
              />
              {(Object.keys(sectionLabels) as (keyof ResumeSections)[]).map((key) => (
                <Switch
                  key={key}
                  name={`resume-section-${key}`}
                  label={sectionLabels[key]}
                  checked={options.sections[key]}
                  onChange={(checked) => set({ sections: { ...options.sections, [key]: checked } })}
                />
              ))}
              <Switch
                name="resume-menu"
                label="Link the web version (/resume) from the menu"
                checked={options.showInMenu}
                onChange={(showInMenu) => set({ showInMenu })}
              />
              <Switch
                name="resume-json"
                label="Publish it as a résumé.json at /resume.json (for JSON Resume tools)"
                checked={options.publishJson}
                onChange={(publishJson) => set({ publishJson })}
              />
              <h3 className={styles.title}>Projects</h3>
              <ResumeChoices
                noun="project"
                noneChosen="The first four projects of the gallery, until you choose some."
                items={state.projects}
                chosen={options.projectIds}
                onChange={(projectIds) => set({ projectIds })}
              />
              <h3 className={styles.title}>Writing</h3>
              <ResumeChoices
                noun="post"
                noneChosen={
                  state.posts.length
                    ? "No posts, until you choose some."
                    : "Your published posts can be listed here once you write some."
                }
                items={state.posts}
                chosen={options.postIds}
                onChange={(postIds) => set({ postIds })}
              />
            </div>
          </Card>
          <div className={styles.actions}>
            <Button variant="primary" disabled={!changed || save.isPending} onClick={onSave}>
              <Save aria-hidden="true" /> {save.isPending ? "Saving..." : "Save"}
            </Button>
          </div>
          <ResumeHistory saved={state.options} onShow={setOptions} />
        </div>
        <div className={styles.preview}>
          <div className={styles.previewTools} role="toolbar" aria-label="Preview">
            <button type="button" aria-pressed={view === "pdf"} onClick={() => setView("pdf")}>
              <FileText aria-hidden="true" /> PDF
            </button>
            <button type="button" aria-pressed={view === "page"} onClick={() => setView("page")}>
              <Globe aria-hidden="true" /> Web page
            </button>
          </div>
          {view === "pdf" ? (
            <PdfPreview url={pdfUrl} downloadUrl={previewPdfUrl(options)} />
          ) : (
            <iframe className={styles.frame} title="Preview of the résumé's web page" src={frameUrl} />
          )}
        </div>
      </div>
    </div>
  );
}
