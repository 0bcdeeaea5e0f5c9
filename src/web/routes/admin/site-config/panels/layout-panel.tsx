import { ArrowDown, ArrowUp, Lock } from "lucide-react";
import {
  type ComponentEntry,
  defaultScrollSlideMinWidth,
  fixedComponentsFirst,
  fixedComponentsLast,
  galleryFollows,
  isComponentOn,
  isReorderable,
  pageOrder,
} from "#shared/components/schema.ts";
import { Switch, TextField } from "#web/routes/admin/components/form-fields.tsx";
import {
  GripIcon,
  type Reorder,
  sortableStyles,
  useSortable,
} from "#web/routes/admin/components/sortable.tsx";
import order from "./page-order.module.css";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

export const componentLabels: Record<string, { label: string; hint: string }> = {
  stars: { label: "Star Background", hint: "The animated stars behind the page" },
  loader: { label: "Loader", hint: "The intro animation on arrival" },
  navbar: { label: "Navigation Bar", hint: "Name, Resume and Menu" },
  home: { label: "Home", hint: "Stack / Developer hero" },
  about: { label: "About", hint: "Greeting, tagline and photo" },
  services: { label: "Services", hint: "What makes me different" },
  "about-explain": {
    label: "About Explained",
    hint: "Statement revealed word by word, marquee of strengths",
  },
  "scroll-slide": { label: "Scroll Slide", hint: "Horizontal slide, wide screens only" },
  experience: { label: "Experience", hint: "Experience, skill and freelancer blocks, welcome quote" },
  testimonials: { label: "Testimonials", hint: "What people say about me" },
  writing: { label: "Writing", hint: "Your latest posts, when you have published some" },
  contact: { label: "Contact", hint: "Links and the feedback form" },
  footer: { label: "Footer", hint: "Thanks for coming" },
};

const labelOf = (id: string) => componentLabels[id]?.label ?? id;

/** The configuration's switch that goes with a component's entry (the specification keeps both). */
const layoutSwitch: Record<string, "showStars" | "showLoader"> = { stars: "showStars", loader: "showLoader" };

export function LayoutPanel({
  config,
  errors,
  update,
  components,
  onComponentsChange,
}: PanelProps & { components: ComponentEntry[]; onComponentsChange: (next: ComponentEntry[]) => void }) {
  const layout = config.layout;
  const scrollSlide = components.find((entry) => entry.id === "scroll-slide");
  const ids = pageOrder(components);
  const sections = ids.filter(isReorderable);

  /** The full list in page order, every component listed (an unlisted one counts as shown). */
  const complete = (order: readonly string[]): ComponentEntry[] =>
    order.map((id) => components.find((entry) => entry.id === id) ?? { id, isActive: true });

  const setShown = (id: string, isActive: boolean) => {
    onComponentsChange(complete(ids).map((entry) => (entry.id === id ? { ...entry, isActive } : entry)));
    const spec = layoutSwitch[id];
    if (spec) update("layout", { [spec]: isActive });
  };
  const setMinWidth = (value: string) =>
    onComponentsChange(
      components.map((entry) =>
        entry.id === "scroll-slide"
          ? { ...entry, conditional: { minWidth: Number.parseInt(value, 10) || 0 } }
          : entry,
      ),
    );

  const onReorder = ({ ids: nextSections }: Reorder) =>
    onComponentsChange(complete([...fixedComponentsFirst, ...nextSections, ...fixedComponentsLast]));
  const sortable = useSortable({ ids: sections, labelOf, onReorder });

  const row = (id: string) => {
    const movable = isReorderable(id);
    const index = sortable.order.indexOf(id);
    const label = labelOf(id);
    return (
      <li
        key={id}
        className={`${order.row} ${sortableStyles.item}`}
        data-fixed={movable ? undefined : "true"}
        data-testid={`order-${id}`}
        {...(movable ? sortable.itemProps(id) : {})}
      >
        {movable ? (
          <button type="button" className={sortableStyles.handle} {...sortable.handleProps(id)}>
            <GripIcon />
          </button>
        ) : (
          <span className={order.lock} title="Fixed place">
            <Lock aria-hidden="true" />
            <span className={sortableStyles.visuallyHidden}>Fixed place:</span>
          </span>
        )}
        <span className={order.place} aria-hidden="true">
          {movable ? index + 1 : ""}
        </span>
        <div className={order.switch}>
          <Switch
            name={`component-${id}`}
            label={label}
            hint={
              id === galleryFollows ? (
                <>
                  {componentLabels[id]?.hint}
                  <span className={order.note}> · the projects gallery follows it</span>
                </>
              ) : (
                componentLabels[id]?.hint
              )
            }
            checked={isComponentOn(components, layout, id)}
            onChange={(checked) => setShown(id, checked)}
          />
        </div>
        {movable ? (
          <span className={order.moves}>
            <button
              type="button"
              className={sortableStyles.move}
              aria-label={`Move ${label} up`}
              disabled={index === 0}
              onClick={() => sortable.moveBy(id, -1)}
            >
              <ArrowUp aria-hidden="true" />
            </button>
            <button
              type="button"
              className={sortableStyles.move}
              aria-label={`Move ${label} down`}
              disabled={index === sortable.order.length - 1}
              onClick={() => sortable.moveBy(id, 1)}
            >
              <ArrowDown aria-hidden="true" />
            </button>
          </span>
        ) : (
          <span className={order.movesSpacer} aria-hidden="true" />
        )}
      </li>
    );
  };

  return (
    <PanelFrame title="Layout" description="Page behaviour and which components the public page shows.">
      <div className={styles.switches}>
        <Switch
          label="Enable Animations"
          hint="Scroll animations above 550 px (a few above 500 px)"
          checked={layout.enableAnimations}
          onChange={(enableAnimations) => update("layout", { enableAnimations })}
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
        Page Components and Order
        <span className={styles.subheadHint}>
          Switch a component off to hide it; drag a section, or use its arrows, to change the page's order.
          Save to publish.
        </span>
      </h4>
      {sortable.announcer}
      <ol className={order.list} data-testid="component-switches" ref={sortable.containerRef}>
        {fixedComponentsFirst.map(row)}
        {sortable.order.map(row)}
        {fixedComponentsLast.map(row)}
      </ol>
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
