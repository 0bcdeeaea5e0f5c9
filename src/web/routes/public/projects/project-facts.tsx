import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import { useTexts } from "../texts.ts";
import styles from "./project-facts.module.css";

interface ProjectFactsProps {
  project: Pick<GalleryCard, "technologies" | "features">;
  /** The headings' level where they stand: the modal's title is an h2, the page's an h1. */
  heading: "h2" | "h3";
  /** The class of each section (its spacing in the place it stands). */
  className?: string;
}

/** A project's technologies and features, each under its heading when it has any: the modal's and the page's. */
export function ProjectFacts({ project, heading: Heading, className }: ProjectFactsProps) {
  const { t } = useTexts();
  return (
    <>
      {project.technologies.length > 0 ? (
        <section className={className}>
          <Heading>{t("project.technologies")}</Heading>
          <ul className={styles.chips}>
            {project.technologies.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {project.features.length > 0 ? (
        <section className={className}>
          <Heading>{t("project.features")}</Heading>
          <ul className={styles.features}>
            {project.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
