/**
 * The icons a service card can show, by a stable name stored in the service's `icon` field. The
 * public page draws each one (`components/public/service-icons.tsx`); the Services editor offers them
 * as a grid. Older content stored an emoji ("📱", "⚡", the specification's laptop for a new service):
 * a known one is read as its icon, any other emoji is shown as it is, and anything else unknown gets
 * the default icon. No validation library here: the public page reads it.
 */
export const serviceIconNames = [
  "laptop",
  "smartphone",
  "monitor-smartphone",
  "code",
  "zap",
  "palette",
  "pen-tool",
  "layout",
  "layers",
  "rocket",
  "shield",
  "database",
  "cloud",
  "globe",
  "gauge",
  "accessibility",
] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];

/** Each icon's name in the owner area (the picker's buttons). */
export const serviceIconLabels: Record<ServiceIconName, string> = {
  laptop: "Laptop",
  smartphone: "Phone",
  "monitor-smartphone": "Screen and phone",
  code: "Code",
  zap: "Lightning",
  palette: "Palette",
  "pen-tool": "Pen",
  layout: "Layout",
  layers: "Layers",
  rocket: "Rocket",
  shield: "Shield",
  database: "Database",
  cloud: "Cloud",
  globe: "Globe",
  gauge: "Gauge",
  accessibility: "Accessibility",
};

/** What a service shows when its icon is empty or a word that names no icon. */
export const defaultServiceIcon: ServiceIconName = "code";

/** Emoji older content (and the specification's new service) used, read as the icon they picture. */
const emojiIcons: Record<string, ServiceIconName> = {
  "💻": "laptop",
  "🖥": "monitor-smartphone",
  "📱": "smartphone",
  "📲": "smartphone",
  "⚡": "zap",
  "🎨": "palette",
  "🖌": "palette",
  "✏": "pen-tool",
  "✒": "pen-tool",
  "🖊": "pen-tool",
  "📐": "layout",
  "🧩": "layers",
  "📚": "layers",
  "🚀": "rocket",
  "🔒": "shield",
  "🔐": "shield",
  "🛡": "shield",
  "🗄": "database",
  "💾": "database",
  "☁": "cloud",
  "🌐": "globe",
  "🌍": "globe",
  "🌎": "globe",
  "🌏": "globe",
  "⏱": "gauge",
  "📈": "gauge",
  "♿": "accessibility",
  "⌨": "code",
  "🧑‍💻": "laptop",
  "👨‍💻": "laptop",
  "👩‍💻": "laptop",
};

const isName = (value: string): value is ServiceIconName =>
  (serviceIconNames as readonly string[]).includes(value);

/** A short run of emoji (one pictograph, maybe with modifiers or joiners), shown as text when no icon matches. */
const emojiOnly =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3)+$/u;

export type ServiceIconChoice =
  | { name: ServiceIconName; text?: undefined }
  | { name?: undefined; text: string };

/** What a stored `icon` value shows: a named icon, or an emoji as text. */
export function serviceIconChoice(value: string): ServiceIconChoice {
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  if (isName(lower)) return { name: lower };
  const plain = trimmed.replace(/\ufe0f/g, "");
  const alias = emojiIcons[plain];
  if (alias) return { name: alias };
  if (trimmed && [...trimmed].length <= 8 && emojiOnly.test(trimmed)) return { text: trimmed };
  return { name: defaultServiceIcon };
}
