import { PlaceholderScreen } from "../../components/placeholder-screen.tsx";

export function AdminDashboardPage() {
  return <PlaceholderScreen title="Admin Dashboard" />;
}
