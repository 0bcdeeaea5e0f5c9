import { accountEndpoints as api } from "#shared/users/endpoints.ts";
import { call } from "#web/lib/call.ts";
import { useActivityPages } from "#web/routes/admin/users/activity-pages.ts";
import { accountEventsKey } from "./account-api.ts";

/**
 * The account's security log, page by page. Apart from `account-api.ts`, which the dashboard's shell
 * loads at once: the paging machinery comes with the Account tab only.
 */
export const useAccountEvents = () =>
  useActivityPages(accountEventsKey, (before, signal) =>
    call(api.securityEvents, { query: { before } }, { signal }),
  );
