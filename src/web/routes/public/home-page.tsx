import type { PageData } from "../../../shared/page-data.ts";
import styles from "./home-page.module.css";

/** The public single-page portfolio. Each section fills its anchor; the section issue builds them out. */
export function HomePage({ data }: { data: PageData }) {
  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>{data.siteConfig.site.author}</span>
      </header>
      <main className={styles.main}>
        <section id="home" className={`hero-section ${styles.section}`}>
          <h1 className={styles.hero}>
            <span>Stack</span> <span>Developer</span>
          </h1>
        </section>
        <section id="about" className={styles.section} aria-label="About" />
        <section id="unique" className={styles.section} aria-label="What makes me different" />
        <section id="projects" className={styles.section} aria-label="Projects" />
        <section id="testimonials" className={styles.section} aria-label="Testimonials" />
        <section id="contact" className={styles.section} aria-label="Contact" />
      </main>
    </>
  );
}
