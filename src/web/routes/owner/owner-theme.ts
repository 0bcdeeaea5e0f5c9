import { createContext, useContext } from "react";
import type { AdminTheme } from "#web/routes/admin/shell/use-stored-state.ts";

export type OwnerTheme = [theme: AdminTheme, setTheme: (next: AdminTheme) => void];

/** The owner area's theme, held by its layout (which sets `data-admin-theme`) and switched in the dashboard. */
export const OwnerThemeContext = createContext<OwnerTheme | null>(null);

export function useOwnerTheme(): OwnerTheme {
  const theme = useContext(OwnerThemeContext);
  if (!theme) throw new Error("useOwnerTheme() is used outside the owner layout");
  return theme;
}
