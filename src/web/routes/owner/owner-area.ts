// The owner area's first lazy chunk: its layout and the four small sign-in and recovery screens. The
// dashboard is a lazy chunk of its own inside the layout (and each of its tabs another), so signing in
// never downloads the dashboard. Keeping the layout and these screens in one chunk also keeps the
// bundler from splitting React out of the public page's entry, which would make / load one more file.
export { ConfirmEmailPage } from "#web/routes/auth/confirm-email-page.tsx";
export { ForgotPasswordPage } from "#web/routes/auth/forgot-password-page.tsx";
export { InvitePage } from "#web/routes/auth/invite-page.tsx";
export { LoginPage } from "#web/routes/auth/login-page.tsx";
export { ResetPasswordPage } from "#web/routes/auth/reset-password-page.tsx";
export { SetupPage } from "#web/routes/auth/setup-page.tsx";
export { OwnerLayout } from "./owner-layout.tsx";
