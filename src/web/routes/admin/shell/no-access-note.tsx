import { Lock } from "lucide-react";
import { Button, Card, EmptyState } from "#web/routes/admin/components/index.ts";

/**
 * What an editor sees who opens a tab only an owner may use (a shared link, an old bookmark): a plain
 * note in the tab's place, never a silent switch to another tab.
 */
export function NoAccessNote({ label, onLeave }: { label: string; onLeave: () => void }) {
  return (
    <Card>
      <div role="status" data-testid="no-access-note">
        <EmptyState
          icon={<Lock />}
          title={`No access to ${label}`}
          message={`Only an owner of this site can open ${label}. Your account is an editor's: ask the owner if something there should change.`}
          action={
            <Button variant="primary" onClick={onLeave}>
              Go to Overview
            </Button>
          }
        />
      </div>
    </Card>
  );
}
