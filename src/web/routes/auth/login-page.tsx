import { PlaceholderScreen } from "../../components/placeholder-screen.tsx";

export function LoginPage() {
  return <PlaceholderScreen title="Sign in" />;
}
