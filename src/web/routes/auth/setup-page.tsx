import { PlaceholderScreen } from "../../components/placeholder-screen.tsx";

export function SetupPage() {
  return <PlaceholderScreen title="Create the owner account" />;
}
