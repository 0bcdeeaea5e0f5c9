import { useState } from "react";
import toast from "react-hot-toast";
import { testimonialRequestLimits as limits } from "#shared/testimonial-requests/rules.ts";
import type { TestimonialSubmission } from "#shared/testimonial-requests/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { SelectField, Switch, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { Modal } from "#web/routes/admin/components/modal.tsx";
import styles from "./testimonial-requests.module.css";
import { useDecideSubmission, useEditSubmission } from "./testimonial-requests-api.ts";

const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${"★".repeat(n)} (${n} of 5)`,
}));

/** The owner's corrections before approving: the client's words, role, company, rating, photo. */
export function EditSubmissionDialog({
  submission,
  onClose,
}: {
  submission: TestimonialSubmission;
  onClose: () => void;
}) {
  const edit = useEditSubmission();
  const [draft, setDraft] = useState({ ...submission, removePhoto: false });
  const fields = edit.error instanceof ApiError ? edit.error.fields : {};
  const set = (field: "name" | "role" | "company" | "text") => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const save = () =>
    edit.mutate(
      {
        id: submission.id,
        edit: {
          name: draft.name,
          role: draft.role,
          company: draft.company,
          text: draft.text,
          rating: draft.rating,
          removePhoto: draft.removePhoto,
        },
      },
      {
        onSuccess: () => {
          toast.success("Testimonial saved");
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={
        <>
          Edit the testimonial from <bdi>{submission.name}</bdi>
        </>
      }
      description="Your changes are kept with the submission; nothing is published until you approve it."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="submission-edit-form" disabled={edit.isPending}>
            {edit.isPending ? "Saving…" : "Save"}
          </Button>
        </>
      }
    >
      <form
        id="submission-edit-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label="Name"
          value={draft.name}
          maxLength={limits.nameMax}
          error={fields.name}
          onChange={set("name")}
        />
        <TextField
          label="Role"
          value={draft.role}
          maxLength={limits.roleMax}
          error={fields.role}
          onChange={set("role")}
        />
        <TextField
          label="Company"
          value={draft.company}
          maxLength={limits.companyMax}
          error={fields.company}
          onChange={set("company")}
        />
        <TextArea
          label="Testimonial"
          rows={5}
          value={draft.text}
          maxLength={limits.textMax}
          error={fields.text}
          onChange={set("text")}
        />
        <SelectField
          label="Rating"
          options={ratingOptions}
          value={String(draft.rating)}
          error={fields.rating}
          onChange={(event) => setDraft({ ...draft, rating: Number(event.target.value) })}
        />
        {submission.photo ? (
          <Switch
            label="Remove the photo"
            hint="The testimonial is published without it."
            checked={draft.removePhoto}
            onChange={(removePhoto) => setDraft({ ...draft, removePhoto })}
          />
        ) : null}
      </form>
    </Modal>
  );
}

/** Approve: where the testimonial goes among the section's entries, then into the section. */
export function ApproveDialog({
  submission,
  entries,
  onClose,
}: {
  submission: TestimonialSubmission;
  entries: readonly string[];
  onClose: () => void;
}) {
  const decide = useDecideSubmission();
  const [position, setPosition] = useState(String(entries.length));
  const options = [
    { value: "0", label: "First" },
    ...entries.map((name, index) => ({
      value: String(index + 1),
      label: `After ${name || `entry ${index + 1}`}`,
    })),
  ];
  const approve = () =>
    decide.mutate(
      { id: submission.id, decision: "approve", position: Number(position) },
      {
        onSuccess: () => {
          toast.success(`The testimonial from ${submission.name} is on your page`);
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <Modal
      open
      size="small"
      onClose={onClose}
      title={
        <>
          Approve the testimonial from <bdi>{submission.name}</bdi>
        </>
      }
      description="It joins the Testimonials section as a new entry, saved as a version you can undo from its History."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="success" onClick={approve} disabled={decide.isPending}>
            {decide.isPending ? "Approving…" : "Approve and publish"}
          </Button>
        </>
      }
    >
      <SelectField
        label="Place"
        options={options}
        value={position}
        onChange={(event) => setPosition(event.target.value)}
      />
    </Modal>
  );
}
