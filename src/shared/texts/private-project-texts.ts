import { entry, type TextEntry } from "./text-entry.ts";

/** A protected project's password page (decision 158): rendered by the server alone, never in a page's data. */
export const privateProjectTexts = {
  "privateProject.title": entry(
    "privateProject",
    "Heading (never the project's name)",
    "This project is private",
  ),
  "privateProject.intro": entry(
    "privateProject",
    "Explanation ({name}: your name)",
    "{name} shares this case study with a password or a personal link. Enter the password to read it.",
  ),
  "privateProject.password": entry("privateProject", "Label: the password field", "Password"),
  "privateProject.open": entry("privateProject", "Button: open the page", "Open the project"),
  "privateProject.wrongPassword": entry(
    "privateProject",
    "Message: a wrong password",
    "That password is not right. Please check it and try again.",
  ),
  "privateProject.tooMany": entry(
    "privateProject",
    "Message: too many tries",
    "Too many tries for now. Please wait a few minutes and try again.",
  ),
  "privateProject.linkClosed": entry(
    "privateProject",
    "Message: a share link that no longer opens the page",
    "This link no longer opens the project. Ask {name} for a new one, or enter the password.",
  ),
  "privateProject.visitSite": entry("privateProject", "Link back to the site", "Visit the site"),
  "privateProject.analyticsLabel": entry(
    "privateProject",
    "What editors see for a private project in the statistics",
    "Private project",
  ),
} as const satisfies Record<string, TextEntry>;
