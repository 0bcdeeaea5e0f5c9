import { Toaster } from "react-hot-toast";

/**
 * The owner area's one toast container, for the sign-in screens and the dashboard alike: at most
 * 350 px wide, 16 px apart, above every other layer (z-index 9999), coloured by the owner theme.
 */
export function OwnerToaster() {
  return (
    <Toaster
      position="top-right"
      gutter={16}
      containerStyle={{ zIndex: 9999, top: 20, right: 20 }}
      toastOptions={{
        style: {
          maxWidth: 350,
          background: "var(--a-surface-3)",
          color: "var(--a-text)",
          border: "1px solid var(--a-border-strong)",
          borderRadius: "12px",
          fontSize: "0.875rem",
          boxShadow: "0 16px 40px -12px rgb(0 0 0 / 0.45)",
        },
        success: { iconTheme: { primary: "#3ddc97", secondary: "#06281a" } },
        error: { iconTheme: { primary: "#ff5c5c", secondary: "#fff" } },
      }}
    />
  );
}
