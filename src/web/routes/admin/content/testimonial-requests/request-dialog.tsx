import { Check, Copy, Send } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { testimonialRequestLimits as limits } from "#shared/testimonial-requests/rules.ts";
import type { CreatedRequest } from "#shared/testimonial-requests/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { SelectField, Switch, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { Modal } from "#web/routes/admin/components/modal.tsx";
import styles from "./testimonial-requests.module.css";
import { useCreateRequest, useSendRequest } from "./testimonial-requests-api.ts";

const expiryOptions = limits.expiryDays.map((days) => ({ value: String(days), label: `${days} days` }));

/** "Request a testimonial": who, a personal message, how long and how often; then the link to send. */
export function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateRequest();
  const [clientName, setClientName] = useState("");
  const [message, setMessage] = useState("");
  const [days, setDays] = useState(String(limits.defaultExpiryDays));
  const [singleUse, setSingleUse] = useState(true);
  const [created, setCreated] = useState<CreatedRequest | null>(null);
  const fields = create.error instanceof ApiError ? create.error.fields : {};

  const close = () => {
    setClientName("");
    setMessage("");
    setDays(String(limits.defaultExpiryDays));
    setSingleUse(true);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = () =>
    create.mutate(
      { clientName, message, expiresInDays: Number(days), singleUse },
      { onSuccess: setCreated, onError: (error) => toast.error(error.message) },
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title={created ? `Link for ${created.clientName}` : "Request a testimonial"}
      description={
        created
          ? "Send this link to your client. It is shown only now: Folio keeps a fingerprint of it, not the link."
          : "Your client gets a page of their own to write a testimonial. Nothing is published until you approve it."
      }
      footer={
        created ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="primary"
              type="submit"
              form="testimonial-request-form"
              disabled={create.isPending}
            >
              {create.isPending ? "Creating…" : "Create link"}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedLink created={created} />
      ) : (
        <form
          id="testimonial-request-form"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Client name"
            value={clientName}
            maxLength={limits.clientNameMax}
            required
            autoFocus
            error={fields.clientName}
            onChange={(event) => setClientName(event.target.value)}
          />
          <TextArea
            label="Personal message (optional)"
            hint="Shown on your client's page and in the e-mail."
            rows={3}
            value={message}
            maxLength={limits.messageMax}
            error={fields.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <SelectField
            label="Link expires after"
            options={expiryOptions}
            value={days}
            error={fields.expiresInDays}
            onChange={(event) => setDays(event.target.value)}
          />
          <Switch
            label="Single use"
            hint="The link closes once a testimonial is sent. Turn off to collect several through one link."
            checked={singleUse}
            onChange={setSingleUse}
          />
        </form>
      )}
    </Modal>
  );
}

/** The new link with Copy, and an optional e-mail to send it to. */
function CreatedLink({ created }: { created: CreatedRequest }) {
  const send = useSendRequest();
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState("");
  const emailError =
    send.error instanceof ApiError ? (send.error.fields.email ?? send.error.message) : undefined;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy. Select the link and copy it yourself.");
    }
  };
  return (
    <div className={styles.form}>
      <div className={styles.linkRow}>
        <TextField
          label="Link"
          value={created.link}
          readOnly
          // The form that had the focus is gone: the keyboard lands on the link, selected to copy.
          autoFocus
          onFocus={(event) => event.target.select()}
          data-testid="request-link"
        />
        <Button onClick={() => void copy()} aria-label="Copy link">
          {copied ? <Check /> : <Copy />} {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <form
        className={styles.linkRow}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(
            { id: created.id, email, link: created.link },
            { onSuccess: () => setSentTo(email), onError: () => undefined },
          );
        }}
      >
        <TextField
          label="E-mail it to (optional)"
          type="email"
          value={email}
          autoComplete="off"
          error={emailError}
          hint={sentTo ? `Sent to ${sentTo}.` : "Folio sends the link in your site's language."}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending || !email.trim()}>
          <Send /> {send.isPending ? "Sending…" : "Send"}
        </Button>
      </form>
    </div>
  );
}
