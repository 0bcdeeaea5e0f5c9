import { PlaceholderScreen } from "../../components/placeholder-screen.tsx";

export function ForgotPasswordPage() {
  return <PlaceholderScreen title="Forgot Password?" />;
}
