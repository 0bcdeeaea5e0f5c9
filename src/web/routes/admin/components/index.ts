// Shared admin UI: every dashboard tab (content, projects, messages, site config) builds on these.
export { Button, type ButtonProps, type ButtonVariant } from "./button.tsx";
export { ChipsField } from "./chips-field.tsx";
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  useConfirm,
} from "./confirm-dialog.tsx";
export { FileImportButton } from "./file-import-button.tsx";
export { downloadJson, readJsonFile } from "./file-transfer.ts";
export { FilterSelect, SearchField } from "./filter-fields.tsx";
export { ColorField, SelectField, Switch, TextArea, TextField } from "./form-fields.tsx";
export { Modal, type ModalProps } from "./modal.tsx";
export { Card, EmptyState, LoadingState, TabHeader } from "./panel.tsx";
export { SampleGalleryNotice, sampleGalleryMessage } from "./sample-gallery-notice.tsx";
