import {
  type ComponentEntry,
  componentIds,
  defaultScrollSlideMinWidth,
  isComponentShown,
} from "#shared/components/schema.ts";
import { Switch, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

const componentLabels: Record<string, { label: string; hint: string }> = {
  stars: { label: "Star Background", hint: "The animated stars behind the page" },
  loader: { label: "Loader", hint: "The intro animation on arrival" },
  navbar: { label: "Navigation Bar", hint: "Name, Resume and Menu" },
  home: { label: "Home", hint: "Stack / Developer hero" },
  about: { label: "About", hint: "Greeting, tagline and photo" },
  services: { label: "Services", hint: "What makes me different" },
  "about-explain": { label: "About Explained", hint: "Experience, skill and freelancer story" },
  "scroll-slide": { label: "Scroll Slide", hint: "Horizontal slide, wide screens only" },
  experience: { label: "Experience", hint: "Marquee and experience blocks" },
  testimonials: { label: "Testimonials", hint: "What people say about me" },
  contact: { label: "Contact", hint: "Links and the feedback form" },
  footer: { label: "Footer", hint: "Thanks for coming" },
};

export function LayoutPanel({
  config,
  errors,
  update,
  components,
  onComponentsChange,
}: PanelProps & { components: ComponentEntry[]; onComponentsChange: (next: ComponentEntry[]) => void }) {
  const layout = config.layout;
  const scrollSlide = components.find((entry) => entry.id === "scroll-slide");

  const setShown = (id: string, isActive: boolean) => {
    const exists = components.some((entry) => entry.id === id);
    onComponentsChange(
      exists
        ? components.map((entry) => (entry.id === id ? { ...entry, isActive } : entry))
        : [...components, { id, isActive }],
    );
  };
  const setMinWidth = (value: string) =>
    onComponentsChange(
      components.map((entry) =>
        entry.id === "scroll-slide"
          ? { ...entry, conditional: { minWidth: Number.parseInt(value, 10) || 0 } }
          : entry,
      ),
    );

  return (
    <PanelFrame title="Layout" description="Page behaviour and which components the public page shows.">
      <div className={styles.switches}>
        <Switch
          label="Show Stars"
          hint="Animated star background"
          checked={layout.showStars}
          onChange={(showStars) => update("layout", { showStars })}
        />
        <Switch
          label="Enable Animations"
          hint="Scroll animations above 550 px (a few above 500 px)"
          checked={layout.enableAnimations}
          onChange={(enableAnimations) => update("layout", { enableAnimations })}
        />
        <Switch
          label="Show Loader"
          hint="Intro animation on arrival"
          checked={layout.showLoader}
          onChange={(showLoader) => update("layout", { showLoader })}
        />
      </div>
      <div className={styles.fields}>
        <TextField
          label="Mobile Breakpoint (px)"
          hint="At or below this width the gallery shows two columns"
          type="number"
          inputMode="numeric"
          value={String(layout.mobileBreakpoint)}
          error={errors["layout.mobileBreakpoint"]}
          onChange={(event) =>
            update("layout", { mobileBreakpoint: event.target.value as unknown as number })
          }
        />
        <TextField
          label="Loader Duration (ms)"
          type="number"
          inputMode="numeric"
          step={100}
          value={String(layout.loaderDuration)}
          error={errors["layout.loaderDuration"]}
          onChange={(event) => update("layout", { loaderDuration: event.target.value as unknown as number })}
        />
      </div>
      <h4 className={styles.subhead}>
        Page Components
        <span className={styles.subheadHint}>Switch a component off to hide it from the public page.</span>
      </h4>
      <div className={styles.switches} data-testid="component-switches">
        {componentIds.map((id) => (
          <Switch
            key={id}
            name={`component-${id}`}
            label={componentLabels[id]?.label ?? id}
            hint={componentLabels[id]?.hint}
            checked={isComponentShown(components, id)}
            onChange={(checked) => setShown(id, checked)}
          />
        ))}
      </div>
      {scrollSlide && (
        <div className={styles.fields}>
          <TextField
            label="Scroll Slide Minimum Width (px)"
            hint="The slide shows only on windows wider than this"
            type="number"
            inputMode="numeric"
            value={String(scrollSlide.conditional?.minWidth ?? defaultScrollSlideMinWidth)}
            onChange={(event) => setMinWidth(event.target.value)}
          />
        </div>
      )}
    </PanelFrame>
  );
}
