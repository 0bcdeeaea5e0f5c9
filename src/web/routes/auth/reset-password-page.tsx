import { PlaceholderScreen } from "../../components/placeholder-screen.tsx";

export function ResetPasswordPage() {
  return <PlaceholderScreen title="Reset Your Password" />;
}
