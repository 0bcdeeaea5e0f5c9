/** A titled screen for routes whose full screens arrive with their own issues. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <h1 style={{ fontFamily: "var(--font-display)" }}>{title}</h1>
    </main>
  );
}
